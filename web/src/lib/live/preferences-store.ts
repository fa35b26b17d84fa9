import { create } from 'zustand';
import { alertPreferencesSchema, DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '@sinais/shared';

const KEY = 'alertPreferences';

function readLocal(): AlertPreferences {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return DEFAULT_ALERT_PREFERENCES;
    const parsed = alertPreferencesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_ALERT_PREFERENCES;
  } catch {
    return DEFAULT_ALERT_PREFERENCES;
  }
}

export interface PreferencesState {
  preferences: AlertPreferences;
  /** True once the server's copy has been read (the local copy is shown meanwhile). */
  loaded: boolean;
  setPreferences: (p: AlertPreferences, fromServer?: boolean) => void;
}

/** Alert preferences: the server keeps them per user; a local copy lets notifications work offline. */
export const usePreferencesStore = create<PreferencesState>()((set) => ({
  preferences: typeof localStorage === 'undefined' ? DEFAULT_ALERT_PREFERENCES : readLocal(),
  loaded: false,
  setPreferences: (preferences, fromServer = false) => {
    try {
      localStorage.setItem(KEY, JSON.stringify(preferences));
    } catch {
      /* storage full or blocked: the in-memory copy still applies */
    }
    set((s) => ({ preferences, loaded: s.loaded || fromServer }));
  },
}));
