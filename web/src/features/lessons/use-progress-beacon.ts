import { useEffect, type RefObject } from 'react';
import { api } from '@/lib/api';
import { sendApiBeacon } from '@/lib/api/beacon';
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
 * not yet synced is sent as a beacon (sendApiBeacon), which the browser delivers after the page is gone; the token
 * goes in the body, since a beacon cannot carry the Authorization header.
 */
export function useProgressBeacon(
  latest: RefObject<LatestPosition | null>,
  lastSentAt: RefObject<number>,
): void {
  useEffect(() => {
    const onHide = () => {
      const p = latest.current;
      const token = useSessionStore.getState().token;
      if (!p || !token || p.at <= lastSentAt.current) return;
      const body = { token, currentTime: p.currentTime, duration: p.duration, completed: p.completed };
      const sent = sendApiBeacon(api.courses.progressBeacon, { params: { lessonId: p.lessonId }, body });
      if (sent) lastSentAt.current = p.at;
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [latest, lastSentAt]);
}
