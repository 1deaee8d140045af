/**
 * Pages drawn once per answer cell and filled in with each diner's address. Home and the
 * restaurant page depend on the saved address in two ways: the catalog's answers, which are the
 * same for every point of an answer cell (about 110 m across), and the address itself (its text
 * in the header and in links, its point in the islands' props). Rendering the page for every new
 * address cost about 15 ms of CPU; filling a page drawn for the cell costs a copy.
 *
 * The page is rendered with a stand-in address: its text is made of markers around a probe of
 * the characters escaping treats differently, and its point lies in the same cell with digits no
 * real coordinate has. Where the stand-in shows up, the probe says how that place escaped it
 * (HTML text, React text, JSON in an attribute, a link), and the template fills the diner's
 * address in the same way. An address with characters outside the probe's is rendered as itself,
 * and so is a page where the stand-in shows up in a way no known escaping explains.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { escapeMarkup } from '#src/lib/markup.ts';
import type { LatLng } from '#src/lib/geo.ts';
import { splitAddress, type SavedAddress } from '#src/lib/savedAddress.ts';

/** The answer cell a point falls in, as its centre: every point of a cell gets the same catalog answers. */
export type CellOf = (point: LatLng) => LatLng;

/** The parts of an address a page is filled with. */
type Field = 'main' | 'rest' | 'lat' | 'lng';

/** Characters an address part may hold to be filled in: letters, marks, digits, spaces and this punctuation. */
const fillable = /^[\p{L}\p{M}\p{N} .\-/#&'()]+$/u;
const fillableRest = /^[\p{L}\p{M}\p{N} .\-/#&'(),]+$/u;

// Markers: letters and digits of both cases, which no escaping changes and no page holds.
const marks = { main: ['Qz7tMa', 'Qz7tMb'], rest: ['Qz7tRa', 'Qz7tRb'] } as const;
// Every character the fillable parts may hold that some escaping changes, plus quotes, angle
// brackets and a letter beyond ASCII, which tell apart escapings a real address cannot reach.
const probe = ` &'"<>/#().-é `;
const restProbe = ` &'"<>/#().-é, x, `;
/** A part of the stand-in as a page wrote it: its markers around what the escaping made of the probe (captured). */
const marked = {
  main: `${marks.main[0]}([^]{0,400}?)${marks.main[1]}`,
  rest: `${marks.rest[0]}([^]{0,600}?)${marks.rest[1]}`,
};

/** Stand-in digits: a coordinate of the cell with these decimals is never a diner's. */
const pointOffset = 0.000_137_913_579;

const reactText = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

/** Astro's quoted attribute value: only `&` and `"` are escaped. */
const attribute = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * How a place in a page writes an address part: as it is or as a JSON string's inside (island
 * props); then as Astro's HTML text, an Astro attribute or React's text. (No link carries the
 * address: a restaurant's links are its one URL.)
 */
const escapings: readonly ((text: string) => string)[] = [escapeMarkup, attribute, reactText].flatMap((outer) => [
  (text: string) => outer(text),
  (text: string) => outer(JSON.stringify(text).slice(1, -1)),
]);

/** Every character but letters, digits and spaces as a numeric reference: safe in any HTML context. */
const strictly = (text: string): string => text.replace(/[^\p{L}\p{M}\p{N} ]/gu, (c) => `&#${c.codePointAt(0)};`);

/** A diner's address as the values a template is filled with, or undefined when it cannot be filled in. */
export interface Filling {
  main: string;
  rest: string;
  lat: string;
  lng: string;
}

/** The stand-in address a page is rendered with, and the values to fill in for the diner's. */
export interface StandIn {
  address: SavedAddress;
  filling: Filling;
  /** The answer cell both points share: with the city, what a template of the page is held by. */
  cell: LatLng;
}

/**
 * The stand-in for `address` in its answer cell (`cellOf`, the catalog's rule), or undefined when
 * the address cannot be filled into a template: its text is not "first part, rest" or holds
 * characters outside the fillable set.
 */
export function standInFor(address: SavedAddress, cellOf: CellOf): StandIn | undefined {
  const text = address.formatted_address;
  const { main, rest } = splitAddress(text);
  if (!main || !rest || text !== `${main}, ${rest}`) return undefined;
  if (!fillable.test(main) || !fillableRest.test(rest)) return undefined;
  const { lat, lng } = address.geometry.location;
  const cell = cellOf({ lat, lng });
  const standIn: SavedAddress = {
    ...address,
    formatted_address: `${marks.main[0]}${probe}${marks.main[1]}, ${marks.rest[0]}${restProbe}${marks.rest[1]}`,
    geometry: { location: { lat: cell.lat + pointOffset, lng: cell.lng + pointOffset } },
  };
  return { address: standIn, filling: { main, rest, lat: String(lat), lng: String(lng) }, cell };
}

/** A page cut where the stand-in showed: the bytes between, and how each gap is filled. */
export interface Template {
  parts: readonly Buffer[];
  gaps: readonly { field: Field; escape: (text: string) => string }[];
  /**
   * The page as gzip runs: long stretches without a gap compressed once (`deflated`), and the
   * stretches around gaps (from gap `first` to gap `last`) compressed for each diner.
   */
  runs: readonly ({ deflated: Buffer; raw: Buffer } | { first: number; last: number })[];
  bytes: number;
}

/** A stretch between gaps at least this long is compressed once with the template; shorter ones go with their gaps. */
const longStretch = 2048;

/** The runs of a page cut into `parts` at its gaps: see `Template.runs`. */
function runsOf(parts: readonly Buffer[]): Template['runs'] {
  const runs: Template['runs'][number][] = [];
  const last = parts.length - 1;
  let open: { first: number; last: number } | undefined;
  parts.forEach((part, i) => {
    // The first and last stretches, and long ones, are compressed once; a gap before part i is gap i - 1.
    if (i === 0 || i === last || part.length >= longStretch) {
      if (open) runs.push(open);
      open = undefined;
      if (part.length) runs.push({ deflated: deflatedRun(part, 6), raw: part });
      if (i < last) open = { first: i, last: i };
    } else if (open) open.last = i;
  });
  return runs;
}

/** `raw` as deflate blocks that end on a byte boundary, not the stream's last: runs compressed apart join into one stream. */
const deflatedRun = (raw: Buffer, level: number): Buffer =>
  deflateRawSync(raw, { level, finishFlush: constants.Z_SYNC_FLUSH });

/** A gzip header without a name or time (RFC 1952) and the deflate stream's last block, empty. */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const lastBlock = Buffer.from([3, 0]);

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The template of `html` rendered with `standIn`, or the number of places the stand-in showed in
 * a way no known escaping explains (the page must then not be held as a template).
 */
export function templateOf(html: string, standIn: StandIn): Template | { unexplained: number } {
  const { lat, lng } = standIn.address.geometry.location;
  const numbers: Record<string, Field> = { [String(lat)]: 'lat', [String(lng)]: 'lng' };
  const found = new RegExp(`${marked.main}|${marked.rest}|${escapeRe(String(lat))}|${escapeRe(String(lng))}`, 'g');
  const parts: Buffer[] = [];
  const gaps: Template['gaps'][number][] = [];
  let last = 0;
  let unexplained = 0;
  for (const match of html.matchAll(found)) {
    const [whole, mainSeen, restSeen] = match;
    let gap: Template['gaps'][number] | undefined;
    if (mainSeen !== undefined) {
      const escaping = escapings.find((e) => e(probe) === mainSeen);
      if (escaping) gap = { field: 'main', escape: escaping };
    } else if (restSeen !== undefined) {
      const escaping = escapings.find((e) => e(restProbe) === restSeen);
      if (escaping) gap = { field: 'rest', escape: escaping };
    } else {
      gap = { field: numbers[whole] as Field, escape: (text) => text };
    }
    if (!gap) {
      unexplained += 1;
      continue;
    }
    parts.push(Buffer.from(html.slice(last, match.index)));
    gaps.push(gap);
    last = match.index + whole.length;
  }
  parts.push(Buffer.from(html.slice(last)));
  // A marker cut off, or changed in case, is a place the fill would miss.
  const seen = new RegExp(`${Object.values(marks).flat().join('|')}`, 'gi');
  const markers = html.match(seen)?.length ?? 0;
  const filled = gaps.filter((gap) => gap.field === 'main' || gap.field === 'rest').length;
  unexplained += Math.max(0, markers - 2 * (filled + unexplained));
  if (unexplained > 0) return { unexplained };
  const runs = runsOf(parts);
  const deflated = runs.reduce((sum, run) => sum + ('deflated' in run ? run.deflated.length : 0), 0);
  return { parts, gaps, runs, bytes: parts.reduce((sum, part) => sum + part.length, 0) + deflated };
}

/** The bytes of gap `i` for `filling`, each escaped value written once per page. */
function gapWriter(template: Template, filling: Filling): (i: number) => Buffer {
  const written = new Map<(text: string) => string, Partial<Record<Field, Buffer>>>();
  return (i) => {
    const gap = template.gaps[i] as Template['gaps'][number];
    let byField = written.get(gap.escape);
    if (!byField) {
      byField = {};
      written.set(gap.escape, byField);
    }
    byField[gap.field] ??= Buffer.from(gap.escape(filling[gap.field]));
    return byField[gap.field] as Buffer;
  };
}

/** The page of `template` for the diner whose address gives `filling`. */
export function fill(template: Template, filling: Filling): Buffer {
  const gap = gapWriter(template, filling);
  const pieces: Buffer[] = [];
  template.gaps.forEach((_, i) => {
    pieces.push(template.parts[i] as Buffer, gap(i));
  });
  pieces.push(template.parts[template.gaps.length] as Buffer);
  return Buffer.concat(pieces);
}

/**
 * The page of `template` for `filling` as gzip: the runs compressed with the template as they
 * are, the stretches around gaps compressed now (a few kilobytes), and the checksum of it all.
 */
export function filledGzip(template: Template, filling: Filling): Buffer {
  const gap = gapWriter(template, filling);
  const pieces: Buffer[] = [gzipHeader];
  let crc = 0;
  let size = 0;
  for (const run of template.runs) {
    let raw: Buffer;
    if ('deflated' in run) {
      raw = run.raw;
      pieces.push(run.deflated);
    } else {
      const stretch: Buffer[] = [];
      for (let i = run.first; i <= run.last; i += 1) {
        stretch.push(gap(i));
        if (i < run.last) stretch.push(template.parts[i + 1] as Buffer);
      }
      raw = Buffer.concat(stretch);
      pieces.push(deflatedRun(raw, 6));
    }
    crc = crc32(raw, crc);
    size += raw.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(lastBlock, trailer);
  return Buffer.concat(pieces);
}

/**
 * The page rendered with the stand-in, written for the diner when it cannot be held as a
 * template: every place the stand-in shows gets the diner's part with everything but letters,
 * digits and spaces as numeric references, which no HTML context can mistake.
 */
export function fillStrictly(html: string, standIn: StandIn): string {
  const { lat, lng } = standIn.address.geometry.location;
  const { filling } = standIn;
  return html
    .replace(new RegExp(marked.main, 'g'), strictly(filling.main))
    .replace(new RegExp(marked.rest, 'g'), strictly(filling.rest))
    .replaceAll(String(lat), filling.lat)
    .replaceAll(String(lng), filling.lng);
}
