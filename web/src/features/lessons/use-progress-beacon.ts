import { useEffect, type RefObject } from 'react';
import { api, apiUrl } from '@/lib/api';
import { useSessionStore } from '@/lib/session';

export interface LatestPosition {
  lessonId: string;
  currentTime: number;
  duration: number;
  completed: boolean;
  /** ms epoch of this position. */
  at: number;
}

/**
 * A tab closed (or sent to the background for good) mid-lesson keeps its last position: on `pagehide` the position
 * not yet synced is sent with navigator.sendBeacon, which the browser delivers after the page is gone. A beacon
 * cannot carry the Authorization header, so the token goes in the body (text/plain, a type a beacon may send).
 */
export function useProgressBeacon(
  latest: RefObject<LatestPosition | null>,
  lastSentAt: RefObject<number>,
): void {
  useEffect(() => {
    const onHide = () => {
      const p = latest.current;
      const token = useSessionStore.getState().token;
      if (!p || !token || p.at <= lastSentAt.current || typeof navigator.sendBeacon !== 'function') return;
      const body = { token, currentTime: p.currentTime, duration: p.duration, completed: p.completed };
      const url = apiUrl(api.courses.progressBeacon, { params: { lessonId: p.lessonId }, body });
      const sent = navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'text/plain' }));
      if (sent) lastSentAt.current = p.at;
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [latest, lastSentAt]);
}
