import { useEffect, useState } from 'react';
import { currentPermission, type PermissionResult } from '@/lib/notifications';

/**
 * The browser's notification permission as it is now, not as it was when the page opened: re-read when the
 * browser reports a change (Permissions API), when the tab comes back, and after anything the page asked.
 * One source for the status line, the buttons and the messages, so they never disagree (issue 30).
 */
export function useNotificationPermission(): [PermissionResult, () => PermissionResult] {
  const [permission, setPermission] = useState<PermissionResult>(() => currentPermission());
  useEffect(() => {
    const reread = () => setPermission(currentPermission());
    let status: PermissionStatus | null = null;
    let alive = true;
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        if (!alive) return;
        status = s;
        s.addEventListener('change', reread);
      })
      .catch(() => undefined);
    window.addEventListener('focus', reread);
    document.addEventListener('visibilitychange', reread);
    return () => {
      alive = false;
      status?.removeEventListener('change', reread);
      window.removeEventListener('focus', reread);
      document.removeEventListener('visibilitychange', reread);
    };
  }, []);
  const refresh = () => {
    const now = currentPermission();
    setPermission(now);
    return now;
  };
  return [permission, refresh];
}
