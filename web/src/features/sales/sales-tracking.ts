import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { CtaButton, Headline } from '@sinais/shared';
import { sendSalesEvent } from './api';

const PROGRESS_REPORT_MS = 5000;

/**
 * The sales page's visitor events: one view, then play/pause/resume, progress every 5 s (and when the page is
 * left), completion and the CTA click. Sent only once the server assigned a variant (`tracking`).
 */
export function useSalesTracking(
  videoRef: RefObject<HTMLVideoElement | null>,
  tracking: boolean,
  headline: Headline,
  button: CtaButton,
) {
  // Tracking state outside React renders.
  const track = useRef({
    viewSent: false,
    played: false,
    pausedOnce: false,
    lastReport: 0,
    watched: 0,
    maxPos: 0,
    lastTime: 0,
  });
  const send = useCallback(
    (e: Parameters<typeof sendSalesEvent>[0]) => {
      if (tracking) sendSalesEvent({ ...e, headline_id: headline.id, button_id: button.id });
    },
    [tracking, headline.id, button.id],
  );

  useEffect(() => {
    if (tracking && !track.current.viewSent) {
      track.current.viewSent = true;
      send({ type: 'view' });
    }
  }, [tracking, send]);

  const report = useCallback(
    (force = false) => {
      const v = videoRef.current;
      const t = track.current;
      if (!v || (!force && Date.now() - t.lastReport < PROGRESS_REPORT_MS) || t.watched <= 0) return;
      send({
        type: 'progress',
        position: t.maxPos,
        duration: Number.isFinite(v.duration) ? v.duration : 0,
        watched: Math.round(t.watched * 10) / 10,
      });
      t.lastReport = Date.now();
      t.watched = 0;
    },
    [send, videoRef],
  );

  useEffect(() => {
    const flush = () => report(true);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [report]);
  return { track, send, report };
}
