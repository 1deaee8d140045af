/**
 * Generated artwork for /media/{imageId}: small SVGs (well under 2 KB) of a plate or bowl on a
 * warm gradient, with colours derived from the id, so every restaurant and dish has its own
 * picture without shipping any image files.
 */
import { hashString } from './random.ts';

/** What an image shows (see Catalog.describeImage). */
export interface ImageSubject {
  kind: 'restaurant' | 'dish' | 'cuisine' | 'collection' | 'app';
  label: string;
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

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;
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

/** The SVG of an image. */
export function imageSvg(id: string, subject: ImageSubject, width?: number, height?: number): string {
  const box = imageBox[subject.kind];
  const size = clampSize(subject.kind, width, height);
  const h = hashString(id);
  // Warm hues only (reds, oranges, yellows): food looks good on them.
  const hue = 8 + (h % 42);
  const food = (hue + 180 + ((h >>> 8) % 120)) % 360;
  const garnish = (food + 90 + ((h >>> 16) % 60)) % 360;
  const { width: W, height: H } = box;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeXml(subject.label)}">`;
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 90, 88)}"/><stop offset="1" stop-color="${hsl(hue + 14, 85, 70)}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>`;
  if (subject.kind === 'app') {
    return `${open}<rect width="${W}" height="${H}" rx="8" fill="#1b1b1b"/><text x="${W / 2}" y="${H / 2 + 5}" fill="#fff" font-family="sans-serif" font-size="14" text-anchor="middle">${escapeXml(subject.label)}</text></svg>`;
  }
  const cx = W / 2;
  // No text in the picture: pages print the cuisine or collection name beside it, and a
  // caption baked into a round crop gets clipped.
  const cy = H * 0.5;
  const r = Math.min(W, H) * 0.36;
  // A few garnish dots at positions from the hash.
  let dots = '';
  for (let k = 0; k < 5; k++) {
    const angle = (((h >>> (k * 5)) & 31) / 32) * Math.PI * 2;
    const dist = r * (0.2 + (((h >>> (k * 3 + 1)) & 7) / 7) * 0.35);
    dots += `<circle cx="${(cx + Math.cos(angle) * dist).toFixed(1)}" cy="${(cy + Math.sin(angle) * dist * 0.6).toFixed(1)}" r="${(r * 0.07).toFixed(1)}" fill="${hsl(garnish, 60, 40)}"/>`;
  }
  let art: string;
  if (subject.kind === 'dish' || subject.kind === 'cuisine') {
    // A bowl: food mound above a half-ellipse.
    art =
      `<ellipse cx="${cx}" cy="${(cy + r * 0.62).toFixed(1)}" rx="${(r * 1.05).toFixed(1)}" ry="${(r * 0.18).toFixed(1)}" fill="#000" opacity=".12"/>` +
      `<ellipse cx="${cx}" cy="${(cy - r * 0.05).toFixed(1)}" rx="${(r * 0.9).toFixed(1)}" ry="${(r * 0.42).toFixed(1)}" fill="${hsl(food, 55, 55)}"/>` +
      `<path d="M${(cx - r).toFixed(1)} ${cy.toFixed(1)}a${r.toFixed(1)} ${(r * 0.7).toFixed(1)} 0 0 0 ${(2 * r).toFixed(1)} 0z" fill="#fffaf2" stroke="${hsl(hue, 50, 45)}" stroke-width="2"/>` +
      dots;
  } else {
    // A plate seen from above: rim, food, garnish; steam lines on restaurant cards.
    art =
      `<circle cx="${cx}" cy="${(cy + 4).toFixed(1)}" r="${r.toFixed(1)}" fill="#000" opacity=".1"/>` +
      `<circle cx="${cx}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="#fffaf2"/>` +
      `<circle cx="${cx}" cy="${cy.toFixed(1)}" r="${(r * 0.72).toFixed(1)}" fill="none" stroke="${hsl(hue, 40, 85)}" stroke-width="2"/>` +
      `<circle cx="${cx}" cy="${cy.toFixed(1)}" r="${(r * 0.55).toFixed(1)}" fill="${hsl(food, 55, 55)}"/>` +
      dots;
    if (subject.kind === 'restaurant') {
      const top = cy - r - 14;
      for (const dx of [-24, 0, 24]) {
        art += `<path d="M${cx + dx} ${top.toFixed(1)}c-8-10 8-16 0-28" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".7"/>`;
      }
    }
  }
  return `${open}${gradient}${art}</svg>`;
}
