import { create } from 'zustand';
import { useSessionStore } from '../session';
import { isAdminUser } from '../session-rules';

const KEY = 'experimentalOptIn';

interface Stored {
  userId: string;
  enabled: boolean;
}

function readLocal(): Stored | null {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Stored> | null;
    return raw && typeof raw.userId === 'string' && typeof raw.enabled === 'boolean'
      ? { userId: raw.userId, enabled: raw.enabled }
      : null;
  } catch {
    return null;
  }
}

export interface ExperimentalState {
  /** The last known "Ver sinais experimentais" of a user (the server's copy wins once read). */
  stored: Stored | null;
  set: (userId: string, enabled: boolean) => void;
}

/**
 * The member's "Ver sinais experimentais" as this browser last knew it, per account, so the first signals
 * snapshot already asks for the experimental ones. The server decides what is sent: a stale copy can only hide
 * them, never reveal them.
 */
export const useExperimentalStore = create<ExperimentalState>()((set) => ({
  stored: typeof localStorage === 'undefined' ? null : readLocal(),
  set: (userId, enabled) => {
    try {
      localStorage.setItem(KEY, JSON.stringify({ userId, enabled }));
    } catch {
      /* storage blocked: the in-memory copy still applies */
    }
    set({ stored: { userId, enabled } });
  },
}));

/** Whether the signed-in user sees experimental signals: admins always, members with the option on. */
export function seesExperimental(
  user = useSessionStore.getState().user,
  stored = useExperimentalStore.getState().stored,
): boolean {
  if (!user) return false;
  return isAdminUser(user) || (stored?.userId === user.id && stored.enabled);
}

/** The same, as a hook. */
export function useSeesExperimental(): boolean {
  const user = useSessionStore((s) => s.user);
  const stored = useExperimentalStore((s) => s.stored);
  return seesExperimental(user, stored);
}
