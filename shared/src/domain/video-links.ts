/** Video-platform links → player URL and thumbnail (page-builder playlists and lessons with an external video). */
export interface VideoSource {
  kind: 'youtube' | 'vimeo' | 'file';
  embedUrl: string;
  thumbnail: string | null;
}

export function parseVideoUrl(raw: string | undefined | null): VideoSource | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let yt: string | null = null;
  if (host === 'youtu.be') yt = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    yt = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
  }
  if (yt && /^[\w-]{6,20}$/.test(yt)) {
    return {
      kind: 'youtube',
      embedUrl: `https://www.youtube.com/embed/${yt}?rel=0`,
      thumbnail: `https://i.ytimg.com/vi/${yt}/hqdefault.jpg`,
    };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(\d{5,})/.exec(url.pathname)?.[1];
    if (id)
      return {
        kind: 'vimeo',
        embedUrl: `https://player.vimeo.com/video/${id}`,
        thumbnail: `https://vumbnail.com/${id}.jpg`,
      };
  }
  if (/\.(mp4|webm|ogg)$/i.test(url.pathname))
    return { kind: 'file', embedUrl: url.toString(), thumbnail: null };
  return null;
}
