#!/usr/bin/env node
// Draws the PWA icons from the Kosh mark (no outside images). Run after changing the mark:
//   node scripts/make-icons.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');
const mark = (size, padding) => {
  const inner = size - padding * 2;
  const scale = inner / 64;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<rect width="${size}" height="${size}" fill="#1d55c4"/>
<g transform="translate(${padding} ${padding}) scale(${scale})"><path d="M20 16h7v13l12-13h9L35 30l14 18h-9l-10-13-3 3v10h-7z" fill="#fff"/></g>
</svg>`);
};

await import('node:fs').then((fs) => fs.mkdirSync(out, { recursive: true }));
for (const size of [192, 512]) {
  await sharp(mark(size, size * 0.12))
    .png()
    .toFile(path.join(out, `icon-${size}.png`));
  // Maskable: the mark inside the 80% safe zone.
  await sharp(mark(size, size * 0.22))
    .png()
    .toFile(path.join(out, `maskable-${size}.png`));
}
await sharp(mark(180, 24)).png().toFile(path.join(out, 'apple-touch-icon.png'));
console.log(`icons written to ${out}`);
