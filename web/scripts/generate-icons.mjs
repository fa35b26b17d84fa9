// Draws the app icon (three candlesticks on a dark square) as PNGs with zlib only.
// Run: node web/scripts/generate-icons.mjs  (the PNGs are committed; run again only to change the design)
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const out = (name) => fileURLToPath(new URL(`../public/icons/${name}`, import.meta.url));

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
// Same shapes as icon.svg, in a 64-unit box, shrunk around the centre to stay in the maskable safe zone.
const SCALE = 0.84;
const shapes = [
  { x: 17.5, y: 29, w: 1.6, h: 22, c: '#22c55e' },
  { x: 14.5, y: 34, w: 7.6, h: 13, c: '#22c55e' },
  { x: 31.2, y: 21, w: 1.6, h: 22, c: '#ef4444' },
  { x: 28.2, y: 26, w: 7.6, h: 11, c: '#ef4444' },
  { x: 44.9, y: 11, w: 1.6, h: 25, c: '#f5b82e' },
  { x: 41.9, y: 15, w: 7.6, h: 15, c: '#f5b82e' },
].map((s) => ({ ...s, rgb: hex(s.c) }));
const top = hex('#16213a');
const bottom = hex('#0a0e16');

function sample(u, v) {
  // u, v in 0..64
  const gx = (u - 32) / SCALE + 32;
  const gy = (v - 32) / SCALE + 32;
  for (let i = shapes.length - 1; i >= 0; i--) {
    const s = shapes[i];
    if (gx >= s.x && gx <= s.x + s.w && gy >= s.y && gy <= s.y + s.h) return s.rgb;
  }
  const t = v / 64;
  return top.map((a, k) => a + (bottom[k] - a) * t);
}

function png(size) {
  const ss = 4;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const acc = [0, 0, 0];
      for (let sy = 0; sy < ss; sy++)
        for (let sx = 0; sx < ss; sx++) {
          const c = sample(((x + (sx + 0.5) / ss) / size) * 64, ((y + (sy + 0.5) / ss) / size) * 64);
          acc[0] += c[0];
          acc[1] += c[1];
          acc[2] += c[2];
        }
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = Math.round(acc[0] / ss / ss);
      raw[o + 1] = Math.round(acc[1] / ss / ss);
      raw[o + 2] = Math.round(acc[2] / ss / ss);
      raw[o + 3] = 255;
    }
  }
  const crcTable = new Uint32Array(256).map((_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) writeFileSync(out(`icon-${size}.png`), png(size));
console.log('icons written');
