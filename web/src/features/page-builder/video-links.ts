/** Video-platform links → player URL and thumbnail (page-builder video playlist): shared with the server. */
export { parseVideoUrl, type VideoSource } from '@sinais/shared';

export const THUMB_PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#182236"/><circle cx="160" cy="90" r="28" fill="#f5b82e"/><path d="M152 76 L176 90 L152 104 Z" fill="#1a1302"/></svg>',
  );
