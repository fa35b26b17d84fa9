import { useEffect, type ReactNode } from 'react';
import { ensurePwa } from '@/features/pwa/bootstrap';
import { UpdateNotice } from '@/features/pwa/update-notice';
import { startSessionWatch } from '@/lib/session-watch';

/**
 * App-wide services that live outside React state: the session timers, the socket, the service worker,
 * the install-prompt capture and signal notifications; and the new-version notice.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => startSessionWatch(), []);
  useEffect(() => ensurePwa(), []);
  return (
    <>
      {children}
      <UpdateNotice />
    </>
  );
}
