// `node scripts/make-icons.mjs`: draws the app's icons (public/icons/) from public/favicon.svg with sharp, once;
// the PNGs are committed. "any" icons are the mark as it is; maskable ones keep it inside the
// central 80% safe zone on the brand colour, so a launcher's round or squircle crop never cuts it.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const brand = '#c2410c';
const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url));
const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });

/** The mark alone, `size` pixels square, on a transparent ground. */
async function plain(size, name) {
  await sharp(svg, { density: (size / 64) * 72 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, out).pathname);
}

/** The mark at 60% of `size`, centred on a full square of the brand colour (the maskable safe zone is 80%). */
async function maskable(size, name) {
  const inner = Math.round(size * 0.6);
  const mark = await sharp(svg, { density: (inner / 64) * 72 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: brand } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, out).pathname);
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(192, 'maskable-192.png');
await maskable(512, 'maskable-512.png');
// iOS draws its own rounded corners and shows transparency as black: the maskable form suits it.
await maskable(180, 'apple-touch-icon.png');
console.log('icons written to public/icons/');
