/**
 * The sales video's non-linear progress bar (spec 002 §4): the first 20% of the time fills 40% of the bar,
 * the remaining 80% fills the remaining 60%. It makes the video feel shorter at the start, where most viewers leave.
 */
export const PROGRESS_KNEE_TIME = 0.2;
export const PROGRESS_KNEE_BAR = 0.4;

const clamp01 = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);

/** Bar fill (0-100) for a playback position. */
export function progressBarPercent(currentTime: number, duration: number): number {
  if (!(duration > 0)) return 0;
  const t = clamp01(currentTime / duration);
  const fill =
    t <= PROGRESS_KNEE_TIME
      ? (t / PROGRESS_KNEE_TIME) * PROGRESS_KNEE_BAR
      : PROGRESS_KNEE_BAR + ((t - PROGRESS_KNEE_TIME) / (1 - PROGRESS_KNEE_TIME)) * (1 - PROGRESS_KNEE_BAR);
  return fill * 100;
}

/** The inverse: which share of the time (0-1) a bar fill (0-100) stands for. */
export function timeShareForBar(barPercent: number): number {
  const b = clamp01(barPercent / 100);
  return b <= PROGRESS_KNEE_BAR
    ? (b / PROGRESS_KNEE_BAR) * PROGRESS_KNEE_TIME
    : PROGRESS_KNEE_TIME + ((b - PROGRESS_KNEE_BAR) / (1 - PROGRESS_KNEE_BAR)) * (1 - PROGRESS_KNEE_TIME);
}

/** Completion rate = watched time / duration × 100, capped at 100. */
export function completionRate(watched: number, duration: number): number {
  if (!(duration > 0) || !(watched > 0)) return 0;
  return Math.min(100, (watched / duration) * 100);
}
