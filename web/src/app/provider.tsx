import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { UpdateNotice } from '@/features/pwa/update-notice';
import { afterLoadIdle } from '@/lib/idle';
import { queryClient } from '@/lib/query-client';
import { captureInstallPrompt } from '@/lib/install-prompt';
import { useSessionStore } from '@/lib/session';
import { startSessionWatch } from '@/lib/session-watch';

/**
 * The app's one query client (server state for every page), and app-wide services that live outside React state: the session timers, the socket, the service worker,
 * the install-prompt capture and signal notifications; and the new-version notice. The service worker and,
 * once there is a session, the live services (socket, notifications, preferences) load as their own chunks
 * after the page has loaded: the first screen never waits for them, and pages that need the socket at once
 * start it themselves.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => startSessionWatch(), []);
  useEffect(() => {
    // The install-available event can fire early: listen for it from the start.
    captureInstallPrompt();
    let unsubscribe: (() => void) | null = null;
    const cancel = afterLoadIdle(() => {
      void import('@/features/pwa/service-worker').then((m) => m.registerServiceWorker());
      // The live services only serve a session: a visitor's first screen never downloads or runs them.
      const startLive = () => {
        unsubscribe?.();
        unsubscribe = null;
        void import('@/features/pwa/bootstrap').then((m) => m.ensurePwa()).catch(() => undefined);
      };
      if (useSessionStore.getState().token) startLive();
      else unsubscribe = useSessionStore.subscribe((s) => s.token && startLive());
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <UpdateNotice />
    </QueryClientProvider>
  );
}
