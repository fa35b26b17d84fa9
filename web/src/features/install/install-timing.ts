/** spec 000 §2.15 / §9: the banner shows 2 s after the install-available event and hides 10 s later; the dialog shows 3 s after the page opens. */
export const APP_VERSION = 'v1.5.0';
export const APP_SIZE_CLAIM = 'menos de 5 MB';
export const BANNER_DELAY_MS = 2000;
export const BANNER_DURATION_MS = 10_000;
export const DIALOG_DELAY_MS = 3000;
export const DIALOG_DISMISSED_KEY = 'installDialogDismissed';

/** Whether the banner is visible at `now` for an install-available event at `availableAt`. */
export function bannerVisible(availableAt: number | null, now: number): boolean {
  if (availableAt === null) return false;
  const from = availableAt + BANNER_DELAY_MS;
  return now >= from && now < from + BANNER_DURATION_MS;
}
