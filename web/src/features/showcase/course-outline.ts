import { pad } from './showcase-data';

export interface OutlineItem {
  id: string;
  /** "Aula 03", "Módulo 02" or "Bônus 01". */
  label: string;
  title: string;
  /** Published: it plays. Upcoming: written, not published yet. Bonus: promised beyond the course's lessons. */
  kind: 'published' | 'upcoming' | 'bonus';
}

interface Input {
  /** 'aulas' or 'módulos'. */
  unit: string;
  /** The spec's listed lesson ids of the course, in order. */
  listed: readonly string[];
  /** The catalogue's published lesson ids, in order. */
  published: readonly string[];
  titles: Readonly<Record<string, string>>;
  /** Lessons written but not published yet, in course order. */
  upcoming: readonly { id: string; title: string }[];
}

/**
 * A course's lesson list as a member reads it: what plays, then what is written but coming ("em breve"), then the
 * listed extras the catalogue has no lesson for yet — bonus content, labelled as such rather than as a lesson.
 */
export function courseOutline({ unit, listed, published, titles, upcoming }: Input): OutlineItem[] {
  const prefix = unit === 'módulos' ? 'Módulo' : 'Aula';
  const core: OutlineItem[] = [
    ...published.map((id) => ({ id, title: titles[id] ?? '', kind: 'published' as const })),
    ...upcoming
      .filter((l) => !published.includes(l.id))
      .map((l) => ({ id: l.id, title: l.title, kind: 'upcoming' as const })),
  ].map((l, i) => ({ ...l, label: `${prefix} ${pad(i + 1)}` }));
  const known = new Set(core.map((l) => l.id));
  const bonus = listed
    .filter((id) => !known.has(id))
    .map((id, i) => ({ id, label: `Bônus ${pad(i + 1)}`, title: 'Conteúdo bônus', kind: 'bonus' as const }));
  return [...core, ...bonus];
}
