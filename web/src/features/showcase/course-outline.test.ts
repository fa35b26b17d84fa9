import { describe, expect, it } from 'vitest';
import { courseOutline } from './course-outline';

const listed = Array.from({ length: 10 }, (_, i) => `despertar-crypto-${String(i + 1).padStart(2, '0')}`);

describe('courseOutline', () => {
  it('labels published lessons, written-but-unpublished ones and bonus extras by what they are', () => {
    const out = courseOutline({
      unit: 'aulas',
      listed,
      published: listed.slice(0, 7),
      titles: { 'despertar-crypto-01': 'Boas-vindas' },
      upcoming: [{ id: 'despertar-crypto-08', title: 'Próximos passos' }],
    });
    expect(out).toHaveLength(10);
    expect(out[0]).toEqual({
      id: 'despertar-crypto-01',
      label: 'Aula 01',
      title: 'Boas-vindas',
      kind: 'published',
    });
    expect(out[7]).toEqual({
      id: 'despertar-crypto-08',
      label: 'Aula 08',
      title: 'Próximos passos',
      kind: 'upcoming',
    });
    expect(out.slice(8)).toEqual([
      { id: 'despertar-crypto-09', label: 'Bônus 01', title: 'Conteúdo bônus', kind: 'bonus' },
      { id: 'despertar-crypto-10', label: 'Bônus 02', title: 'Conteúdo bônus', kind: 'bonus' },
    ]);
  });

  it('a course written but not published lists its core modules as upcoming, none as bonus', () => {
    const ids = ['app-01', 'app-02', 'app-03', 'app-04'];
    const out = courseOutline({
      unit: 'módulos',
      listed: ids,
      published: [],
      titles: {},
      upcoming: ids.map((id, i) => ({ id, title: `Módulo ${i + 1}` })),
    });
    expect(out.map((l) => [l.label, l.kind])).toEqual([
      ['Módulo 01', 'upcoming'],
      ['Módulo 02', 'upcoming'],
      ['Módulo 03', 'upcoming'],
      ['Módulo 04', 'upcoming'],
    ]);
  });
});
