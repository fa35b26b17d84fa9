import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

const HIDE_MS = 3000;
const PHONE_MAX_W = 768;

/** Controls that hide 3 s after the last move while the video plays; `reveal` shows them again. */
export function useIdleControls(video: RefObject<HTMLVideoElement | null>) {
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [controls, setControls] = useState(true);

  const scheduleHide = useCallback(() => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      if (video.current && !video.current.paused) setControls(false);
    }, HIDE_MS);
  }, [video]);

  const reveal = useCallback(() => {
    setControls(true);
    scheduleHide();
  }, [scheduleHide]);

  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  return { controls, setControls, scheduleHide, reveal } as const;
}

/** Fullscreen of the player's frame; turning a phone to landscape while the video plays goes fullscreen. */
export function usePlayerFullscreen(
  wrap: RefObject<HTMLDivElement | null>,
  video: RefObject<HTMLVideoElement | null>,
) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onFs = () => setFullscreen(document.fullscreenElement === wrap.current);
    document.addEventListener('fullscreenchange', onFs);
    return () => document.removeEventListener('fullscreenchange', onFs);
  }, [wrap]);

  const enterFullscreen = useCallback(async () => {
    try {
      if (wrap.current && !document.fullscreenElement) await wrap.current.requestFullscreen();
    } catch {
      /* refused without a user gesture: stay inline */
    }
  }, [wrap]);

  const toggleFullscreen = async () => {
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
    else await enterFullscreen();
  };

  useEffect(() => {
    const mq = window.matchMedia(`(orientation: landscape) and (max-width: ${PHONE_MAX_W * 1.5}px)`);
    const onChange = () => {
      const isPhone = Math.min(window.innerWidth, window.innerHeight) <= PHONE_MAX_W;
      if (mq.matches && isPhone && video.current && !video.current.paused) void enterFullscreen();
    };
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [enterFullscreen, video]);

  return { fullscreen, toggleFullscreen } as const;
}
