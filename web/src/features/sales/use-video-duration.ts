import { useEffect, useState } from 'react';

/** A video's length in seconds, read from its metadata only; null until known or when it cannot be read. */
export function useVideoDuration(url: string): number | null {
  const [duration, setDuration] = useState<{ url: string; s: number | null } | null>(null);
  useEffect(() => {
    const v = document.createElement('video');
    v.preload = 'metadata';
    v.muted = true;
    v.onloadedmetadata = () => setDuration({ url, s: Number.isFinite(v.duration) ? v.duration : null });
    v.onerror = () => setDuration({ url, s: null });
    v.src = url;
    return () => {
      v.onloadedmetadata = null;
      v.onerror = null;
      v.removeAttribute('src');
      v.load();
    };
  }, [url]);
  return duration?.url === url ? duration.s : null;
}
