import { type LocalProgress, pctOf } from './showcase-data';

export function nextLesson(progress: LocalProgress): number {
  for (let i = 1; i <= 8; i++) if (pctOf(progress[String(i)]) < 95) return i;
  return 1;
}
