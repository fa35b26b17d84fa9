import { create } from 'zustand';

/** The browser's install-available event (Chromium's beforeinstallprompt). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  deferred: InstallPromptEvent | null;
  /** When the install-available event arrived (ms), for the banner's 2 s delay. */
  availableAt: number | null;
  installed: boolean;
  promptInstall: () => Promise<'accepted' | 'dismissed' | 'unavailable'>;
}

const standalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true);

export const useInstallStore = create<InstallState>()((set, get) => ({
  deferred: null,
  availableAt: null,
  installed: standalone(),
  promptInstall: async () => {
    const e = get().deferred;
    if (!e) return 'unavailable';
    await e.prompt();
    const choice = (await e.userChoice?.catch(() => null))?.outcome ?? 'dismissed';
    set({ deferred: null, installed: choice === 'accepted' || get().installed });
    return choice;
  },
}));

let listening = false;
/** Captures the install-available event from the first page load (it fires once, often before /app opens). */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    useInstallStore.setState({ deferred: e as InstallPromptEvent, availableAt: Date.now() });
  });
  window.addEventListener('appinstalled', () =>
    useInstallStore.setState({ installed: true, deferred: null }),
  );
}
