import { useRef, useState, type RefObject } from 'react';

/** An error this soon after a fresh link is not an expiry: the video is really unavailable (access ended). */
const REFRESH_GRACE_MS = 10_000;

/**
 * The video's link, renewed when the player refuses it (links last 5 minutes, every range request is checked
 * again): asks `refreshSource` for a fresh one and remembers where to resume. `failed` once it cannot.
 */
export function useSourceRefresh(
  src: string | null,
  video: RefObject<HTMLVideoElement | null>,
  refreshSource: (() => Promise<string | null>) | undefined,
) {
  const [activeSrc, setActiveSrc] = useState(src);
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef<{ time: number; play: boolean } | null>(null);
  const refreshedAt = useRef(0);

  const reset = () => {
    resumeAt.current = null;
    refreshedAt.current = 0;
    setActiveSrc(src);
    setFailed(false);
  };

  const onVideoError = (playing: boolean) => {
    const v = video.current;
    if (!refreshSource || !v || Date.now() - refreshedAt.current < REFRESH_GRACE_MS) {
      console.warn('Erro ao carregar o vídeo da aula');
      setFailed(true);
      return;
    }
    refreshedAt.current = Date.now();
    resumeAt.current = { time: v.currentTime, play: playing || !v.paused };
    refreshSource()
      .then((next) => {
        if (!next) return setFailed(true);
        // The same link again (issued within the same second): load it again rather than wait for a change.
        if (next === v.getAttribute('src')) v.load();
        else setActiveSrc(next);
      })
      .catch(() => setFailed(true));
  };

  return { activeSrc, failed, resumeAt, reset, onVideoError } as const;
}
