// Draws the app's PNG icons into public/ from the site's mark (src/app/icon.svg: a dark card with a gold edge, a red
// sun and a green hill): 192 and 512 pixels for browsers that install the site as an app (they want PNG of at least
// 144), and a 512 maskable one whose mark stays inside the central circle a mask may keep. Plain JavaScript and zlib:
// each pixel is 4×4 samples of the shapes below, in the mark's own 32×40 units. Run: node scripts/app-icons.mjs
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const BACKGROUND = [0x1d, 0x18, 0x15];
const GOLD = [0xc7, 0x9a, 0x2b];
const SUN = [0xd2, 0x45, 0x2b];
const HILL = [0x2f, 0x5d, 0x3a];

/** Inside the rounded rectangle x..x+w, y..y+h with corner radius r. */
function inRoundedRect(px, py, x, y, w, h, r) {
  if (px < x || px > x + w || py < y || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

/** The hill "M4 33 C 10 26, 14 30, 16 25 C 18 30, 23 26, 28 33 Z" as a polygon of its flattened curves. */
const HILL_POLYGON = (() => {
  const points = [[4, 33]];
  const curve = (p0, p1, p2, p3) => {
    for (let i = 1; i <= 24; i++) {
      const t = i / 24;
      const u = 1 - t;
      points.push([
        u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
        u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1],
      ]);
    }
  };
  curve([4, 33], [10, 26], [14, 30], [16, 25]);
  curve([16, 25], [18, 30], [23, 26], [28, 33]);
  return points;
})();

function inPolygon(px, py, poly) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The mark's colour at (x, y) in its 32×40 units, or null outside the card. */
function markAt(x, y) {
  // The card: a rectangle of 30×38 at (1, 1), corner 3, with a gold edge 1.5 wide centred on its outline.
  if (!inRoundedRect(x, y, 0.25, 0.25, 31.5, 39.5, 3.75)) return null;
  if (!inRoundedRect(x, y, 1.75, 1.75, 28.5, 36.5, 2.25)) return GOLD;
  if ((x - 16) ** 2 + (y - 15) ** 2 <= 8.5 ** 2) return SUN;
  if (inPolygon(x, y, HILL_POLYGON)) return HILL;
  return BACKGROUND;
}

/** An RGBA image of `size` pixels: the background, and the mark `markHeight` pixels tall in the middle. */
export function drawIcon(size, markHeight) {
  const scale = markHeight / 40;
  const left = (size - 32 * scale) / 2;
  const top = (size - 40 * scale) / 2;
  const pixels = Buffer.alloc(size * size * 4);
  const N = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < N; sy++) {
        for (let sx = 0; sx < N; sx++) {
          const c = markAt((px + (sx + 0.5) / N - left) / scale, (py + (sy + 0.5) / N - top) / scale) ?? BACKGROUND;
          for (let k = 0; k < 3; k++) sum[k] += c[k];
        }
      }
      const o = (py * size + px) * 4;
      for (let k = 0; k < 3; k++) pixels[o + k] = Math.round(sum[k] / (N * N));
      pixels[o + 3] = 255;
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG file of an RGBA image (8 bits a channel, no filter). */
export function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The icons: file, size, and the mark's height (the maskable one keeps it well inside the safe circle). */
export const ICONS = [
  { file: "app-icon-192.png", size: 192, markHeight: 160 },
  { file: "app-icon-512.png", size: 512, markHeight: 428 },
  { file: "app-icon-maskable-512.png", size: 512, markHeight: 240 },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const icon of ICONS) {
    const path = fileURLToPath(new URL(`../public/${icon.file}`, import.meta.url));
    writeFileSync(path, encodePng(icon.size, drawIcon(icon.size, icon.markHeight)));
    console.log(`wrote public/${icon.file}`);
  }
}
