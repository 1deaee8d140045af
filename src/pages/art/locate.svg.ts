/** GET /art/locate.svg: the picture of /locate's wide hero, written once at build time (locateArt.ts). */
import type { APIRoute } from 'astro';
import { readArtSet } from '#src/server/catalog/art.ts';
import { locateArtLayout, locateArtSvg } from '#src/server/catalog/locateArt.ts';

export const prerender = true;

/** The SVG file. */
export const GET: APIRoute = () =>
  new Response(locateArtSvg(readArtSet().pick(locateArtLayout.map((p) => p.name))), {
    headers: { 'content-type': 'image/svg+xml' },
  });
