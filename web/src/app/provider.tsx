import { useEffect, type ReactNode } from 'react';
import { startSessionWatch } from '@/lib/session-watch';

/** App-wide services that live outside React state: the session timers. */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => startSessionWatch(), []);
  return <>{children}</>;
}
