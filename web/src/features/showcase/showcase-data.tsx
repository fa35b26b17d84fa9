import { type ReactNode } from 'react';
import { ChartIcon, PeopleIcon, SunriseIcon } from './icons';

export type LocalProgress = Record<string, { currentTime?: number; duration?: number; completed?: boolean }>;

export interface Section {
  courseId: 'despertar_crypto' | 'masterclass' | 'app_mentoria';
  title: string;
  kind: string;
  /** The spec's listed lessons (spec 000 §2.16); published lessons of the catalogue are shown too. */
  lessons: Array<{ id: string; label: string }>;
  icon: () => ReactNode;
}

export const pad = (n: number) => String(n).padStart(2, '0');

/** `count` numbered lessons: ids `${idPrefix}-01`…, labels `${labelPrefix} 01`…. */
const numbered = (count: number, idPrefix: string, labelPrefix: string) =>
  Array.from({ length: count }, (_, i) => ({
    id: `${idPrefix}-${pad(i + 1)}`,
    label: `${labelPrefix} ${pad(i + 1)}`,
  }));

export const SECTIONS: Section[] = [
  {
    courseId: 'despertar_crypto',
    title: 'Despertar Crypto',
    kind: 'aulas',
    lessons: numbered(10, 'despertar-crypto', 'Aula'),
    icon: () => <SunriseIcon />,
  },
  {
    courseId: 'masterclass',
    title: 'Masterclass Trading',
    kind: 'aulas',
    lessons: numbered(4, 'masterclass', 'Aula'),
    icon: () => <ChartIcon />,
  },
  {
    courseId: 'app_mentoria',
    title: 'App + Mentoria',
    kind: 'módulos',
    lessons: numbered(4, 'app', 'Módulo'),
    icon: () => <PeopleIcon />,
  },
];

export function readLocal(): LocalProgress {
  try {
    return JSON.parse(localStorage.getItem('videoProgressData') ?? '{}') as LocalProgress;
  } catch {
    return {};
  }
}

export function pctOf(
  p: { currentTime?: number; duration?: number; completed?: boolean } | undefined,
): number {
  if (!p) return 0;
  if (p.completed) return 100;
  return p.duration && p.currentTime ? Math.min(100, Math.round((p.currentTime / p.duration) * 100)) : 0;
}

/** /vitrine-alunos: banners, course cards with lock badges, the owned course lists with progress, promos and community. */
