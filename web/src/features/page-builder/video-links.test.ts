import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './video-links';

describe('video playlist links', () => {
  it('turns YouTube and Vimeo links into player URLs and thumbnails', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({
      kind: 'youtube',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    expect(parseVideoUrl('https://youtu.be/bBC-nXj3Ng4')?.embedUrl).toContain('/embed/bBC-nXj3Ng4');
    expect(parseVideoUrl('https://youtube.com/shorts/abcdefghijk')?.kind).toBe('youtube');
    expect(parseVideoUrl('https://vimeo.com/76979871')).toMatchObject({
      kind: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
    expect(parseVideoUrl('https://cdn.exemplo.com/a.mp4')?.kind).toBe('file');
    expect(parseVideoUrl('javascript:alert(1)')).toBeNull();
    expect(parseVideoUrl('nada')).toBeNull();
  });
});
