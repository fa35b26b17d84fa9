import type { AlertPreferences, Profile } from '@sinais/shared';
import { http } from '@/lib/http';

export async function fetchProfile(): Promise<Profile> {
  return (await http<{ data: { profile: Profile } }>('/api/account/profile')).data.profile;
}
export async function saveProfile(
  profile: Profile & { senha: string },
): Promise<{ message: string; profile: Profile }> {
  const res = await http<{ message: string; data: { profile: Profile } }>('/api/account/profile', {
    method: 'PUT',
    body: profile,
  });
  return { message: res.message, profile: res.data.profile };
}
export async function fetchPreferences(): Promise<AlertPreferences> {
  return (await http<{ data: { preferences: AlertPreferences } }>('/api/account/preferences')).data
    .preferences;
}
export async function savePreferences(p: AlertPreferences): Promise<AlertPreferences> {
  return (
    await http<{ data: { preferences: AlertPreferences } }>('/api/account/preferences', {
      method: 'PUT',
      body: p,
    })
  ).data.preferences;
}

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
