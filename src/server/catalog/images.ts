/**
 * The artwork of /media/{imageId}: small SVGs that draw the food itself, pictures of the Fluent
 * Emoji set (art.ts) on a warm background from a small palette. A dish or cuisine shows its one
 * picture; a restaurant card shows its signature dishes side by side. No text is drawn: pages
 * print names and offers beside or over the picture as real text.
 */
import { escapeMarkup } from '#src/lib/markup.ts';
import type { ArtIcons } from './art.ts';
import { hashString } from './random.ts';

/** What an image shows (see Catalog.describeImage). */
export interface ImageSubject {
  kind: 'restaurant' | 'dish' | 'cuisine' | 'collection' | 'app';
  label: string;
  /** Picture names, drawn in this order (the first is the largest). */
  pictures: readonly string[];
  /** What picks the background colour: the same key always gets the same one. */
  key: string;
}

/** Natural size of each kind: the spec's card 288x360 and dish 118x96, carousels 144x180. */
export const imageBox: Readonly<Record<ImageSubject['kind'], { width: number; height: number }>> = {
  restaurant: { width: 288, height: 360 },
  dish: { width: 118, height: 96 },
  cuisine: { width: 144, height: 180 },
  collection: { width: 144, height: 180 },
  app: { width: 160, height: 48 },
};

/** Smallest width or height an image is drawn at. */
export const minImageSide = 16;

/**
 * The backgrounds: warm, light tints (saffron, terracotta, turmeric, rose, cinnamon), each with a
 * deeper tone of the same hue for the plate behind the food. Pages never set text on them without
 * their own dark backing (see images.test.ts for the contrast check).
 */
export const palette: readonly { background: string; plate: string }[] = [
  { background: '#fde7c8', plate: '#f8cf98' },
  { background: '#fce1d4', plate: '#f5bfa6' },
  { background: '#fff0c2', plate: '#f7d983' },
  { background: '#f9e0e0', plate: '#efbcb6' },
  { background: '#f6e6d6', plate: '#e8c9a6' },
];

/** A picture placed at (x, y) with side `size`, ids made unique (by `n`) so several can share one SVG. */
export function place(icons: ArtIcons, name: string, x: number, y: number, size: number, n: number): string {
  const icon = icons.get(name);
  if (!icon) return '';
  const body = icon.body.replace(/(id="|url\(#|href="#)([^")]+)/g, `$1p${n}$2`);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${icon.width} ${icon.height}">${body}</svg>`;
}

/** Width and height to draw at: requested sizes clamped to [16, natural size]. */
export function clampSize(
  kind: ImageSubject['kind'],
  width?: number,
  height?: number,
): { width: number; height: number } {
  const box = imageBox[kind];
  const clamp = (value: number | undefined, max: number) =>
    Math.max(minImageSide, Math.min(max, Math.round(value ?? max)));
  return { width: clamp(width, box.width), height: clamp(height, box.height) };
}

/** The SVG of an image, `width` x `height` (clamped to its natural size). */
export function imageSvg(subject: ImageSubject, icons: ArtIcons, width?: number, height?: number): string {
  const box = imageBox[subject.kind];
  const size = clampSize(subject.kind, width, height);
  const { width: W, height: H } = box;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeMarkup(subject.label)}">`;
  if (subject.kind === 'app') {
    return `${open}<rect width="${W}" height="${H}" rx="8" fill="#1b1b1b"/><text x="${W / 2}" y="${H / 2 + 5}" fill="#fff" font-family="sans-serif" font-size="14" text-anchor="middle">${escapeMarkup(subject.label)}</text></svg>`;
  }
  const tone = palette[hashString(subject.key) % palette.length] ?? palette[0];
  let art = `<rect width="${W}" height="${H}" fill="${tone?.background}"/>`;
  const [first = '', second, third] = subject.pictures;
  if (subject.kind === 'restaurant') {
    // Cards crop the middle 288 x 180 band (y 90 to 270) and lay the offer over its lower third,
    // so the dishes sit in the band's upper part: the main one large, two more beside it.
    art += `<ellipse cx="144" cy="176" rx="138" ry="74" fill="${tone?.plate}"/>`;
    if (second) art += place(icons, second, 10, 128, 84, 2);
    if (third) art += place(icons, third, 194, 128, 84, 3);
    art += place(icons, first, 84, 100, 120, 1);
  } else if (subject.kind === 'dish') {
    // Menus set the ADD button over the picture's lower edge: the dish sits a little above centre.
    art += `<circle cx="59" cy="40" r="37" fill="${tone?.plate}"/>${place(icons, first, 26, 7, 66, 1)}`;
  } else {
    // Cuisines and collections are cropped to a centred circle (or square): the art stays inside it.
    art += `<circle cx="72" cy="90" r="56" fill="${tone?.plate}"/>${place(icons, first, 28, 46, 88, 1)}`;
  }
  return `${open}${art}</svg>`;
}
