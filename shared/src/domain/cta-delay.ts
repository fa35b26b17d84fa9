/**
 * The sales page's call to action never waits longer than its video: with a 20 s video and a 180 s delay a visitor
 * would watch it loop 9 times. Until the video's length is known (metadata not loaded), the configured delay holds.
 */
export function effectiveCtaDelay(delaySeconds: number, videoDurationS: number): number {
  if (!(videoDurationS > 0)) return delaySeconds;
  return Math.min(delaySeconds, Math.floor(videoDurationS));
}
