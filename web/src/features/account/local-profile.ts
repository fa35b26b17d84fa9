import type { Profile } from '@sinais/shared';

/** The profile kept in this browser, shown at once while the server's copy loads. */
const LOCAL_PROFILE = 'userProfile';
export function readLocalProfile(): Profile | null {
  try {
    const raw = localStorage.getItem(LOCAL_PROFILE);
    return raw ? (JSON.parse(raw) as Profile) : null;
  } catch {
    return null;
  }
}
export function writeLocalProfile(p: Profile): void {
  try {
    localStorage.setItem(LOCAL_PROFILE, JSON.stringify(p));
  } catch {
    /* storage blocked: the server copy remains */
  }
}
