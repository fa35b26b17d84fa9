import { useEffect, type RefObject } from 'react';
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
      const body = JSON.stringify({
        token,
        currentTime: p.currentTime,
        duration: p.duration,
        completed: p.completed,
      });
      const url = `/api/lessons/${encodeURIComponent(p.lessonId)}/progress/beacon`;
      if (navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }))) lastSentAt.current = p.at;
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [latest, lastSentAt]);
}
