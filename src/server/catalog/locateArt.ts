/**
 * The picture beside the search box of /locate on a wide screen: a plate of curry and rice with
 * the dishes around it and a scooter bringing them, drawn from the food artwork's own pictures
 * (art.ts) on the artwork's warm palette. Built once, at build time, as a static SVG file.
 */
import { escapeMarkup } from '#src/lib/markup.ts';
import type { ArtIcons } from './art.ts';
import { palette, place } from './images.ts';

/** Width and height of the picture, in CSS pixels at its natural size. */
export const locateArtBox = { width: 480, height: 400 } as const;

/** The pictures, largest first, each at (x, y) with side `size` on the 480 x 400 grid. */
export const locateArtLayout: readonly { name: string; x: number; y: number; size: number }[] = [
  { name: 'curry-rice', x: 160, y: 120, size: 170 },
  { name: 'pot-of-food', x: 62, y: 48, size: 104 },
  { name: 'flatbread', x: 326, y: 52, size: 92 },
  { name: 'stuffed-flatbread', x: 368, y: 176, size: 84 },
  { name: 'shallow-pan-of-food', x: 318, y: 282, size: 92 },
  { name: 'teacup-without-handle', x: 70, y: 286, size: 78 },
  { name: 'hot-pepper', x: 64, y: 188, size: 60 },
  { name: 'motor-scooter', x: 178, y: 300, size: 96 },
  { name: 'dumpling', x: 212, y: 12, size: 68 },
];

/** The SVG; a picture the set lacks is left out rather than failing the build. */
// text-check: not a diner's text (the picture's own title, one file for every language; pages give it alt words of their own)
export function locateArtSvg(icons: ArtIcons, label = 'Dishes from restaurants near you, on their way'): string {
  const { width, height } = locateArtBox;
  const tone = palette[0] ?? { background: '#fde7c8', plate: '#f8cf98' };
  const pictures = locateArtLayout.map((p, i) => place(icons, p.name, p.x, p.y, p.size, i + 1)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(label)}">` +
    `<circle cx="245" cy="200" r="196" fill="${tone.background}"/>` +
    `<circle cx="245" cy="205" r="112" fill="${tone.plate}"/>` +
    `${pictures}</svg>`
  );
}
