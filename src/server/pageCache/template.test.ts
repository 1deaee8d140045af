import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '#src/lib/markup.ts';
import { splitAddress, type SavedAddress } from '#src/lib/savedAddress.ts';
import { answerCell } from '../catalog/answerCache.ts';
import { fill, filledGzip, fillStrictly, standInFor as standInOf, type Template, templateOf } from './template.ts';

/** The stand-in in the catalog's answer cells. */
const standInFor = (address: SavedAddress) => standInOf(address, answerCell);

const at = (formatted_address: string, lat = 12.92614, lng = 77.62211): SavedAddress => ({
  formatted_address,
  geometry: { location: { lat, lng } },
  city: 'bangalore',
});

/** A page that writes the address the ways home and a restaurant page do. */
function page(address: SavedAddress): string {
  const { main, rest } = splitAddress(address.formatted_address);
  const { lat, lng } = address.geometry.location;
  const header = renderToString(
    createElement('button', { type: 'button' }, createElement('b', null, main), createElement('span', null, rest)),
  );
  // Astro escapes only & and " in an attribute's value.
  const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const props = attribute(JSON.stringify({ initial: [0, address.formatted_address], point: [0, { lat, lng }] }));
  return `<!doctype html><title>Near ${escapeMarkup(main)}</title>${header}<astro-island props="${props}"></astro-island><a href="/restaurants/biryani-koramangala-bangalore-42">Biryani</a><p>${'a dish '.repeat(50)}</p>`;
}

function templateFor(address: SavedAddress): { template: Template; html: string } {
  const standIn = standInFor(address);
  if (!standIn) throw new Error('expected a stand-in');
  const template = templateOf(page(standIn.address), standIn);
  if ('unexplained' in template) throw new Error(`unexplained: ${template.unexplained}`);
  return { template, html: fill(template, standIn.filling).toString() };
}

describe('standInFor', () => {
  it('stands in for an address of "first part, rest" in the same answer cell and city', () => {
    const address = at('Koramangala, Bengaluru, Karnataka, India');
    const standIn = standInFor(address);
    expect(standIn?.filling).toEqual({
      main: 'Koramangala',
      rest: 'Bengaluru, Karnataka, India',
      lat: '12.92614',
      lng: '77.62211',
    });
    expect(standIn && answerCell(standIn.address.geometry.location)).toEqual(answerCell(address.geometry.location));
    expect(standIn?.address.city).toBe('bangalore');
    expect(standIn?.address.formatted_address).not.toContain('Koramangala');
  });

  it('renders as itself an address without a rest, spaced otherwise, or with characters outside the fillable set', () => {
    expect(standInFor(at('Koramangala'))).toBeUndefined();
    expect(standInFor(at('Koramangala,Bengaluru'))).toBeUndefined();
    expect(standInFor(at('Koramangala ,  Bengaluru'))).toBeUndefined();
    expect(standInFor(at('<b>Koramangala</b>, Bengaluru'))).toBeUndefined();
    expect(standInFor(at('Koramangala "5th block", Bengaluru'))).toBeUndefined();
    expect(standInFor(at('Koramangala\\, Bengaluru'))).toBeUndefined();
    expect(standInFor(at('Koramangala 🍛, Bengaluru'))).toBeUndefined();
  });
});

describe('templateOf and fill', () => {
  const addresses = [
    at('Koramangala, Bengaluru, Karnataka, India'),
    at("Flat 3 & 4, O'Brien Road (East), #12/B, Koramangala, Bengaluru", 12.9269, 77.6229),
    at('कोरमंगला, बेंगलुरु, कर्नाटक', -12.5, -77.25),
    at('Café Lane, Pondicherry-605001', 11.9, 79.8),
  ];

  it.each(addresses)(
    'fills a page drawn for the cell exactly as the page renders for $formatted_address',
    (address) => {
      expect(templateFor(address).html).toBe(page(address));
    },
  );

  it('writes the filled page as one gzip stream, its long stretches compressed once with the template', () => {
    for (const address of addresses) {
      const standIn = standInFor(address);
      if (!standIn) throw new Error('expected a stand-in');
      // Long stretches before, between and after the places the address shows.
      const html = `${'<p>a dish</p>'.repeat(400)}${page(standIn.address)}${'<li>more</li>'.repeat(300)}`;
      const template = templateOf(html, standIn);
      if ('unexplained' in template) throw new Error('expected a template');
      expect(template.runs.some((run) => 'deflated' in run)).toBe(true);
      expect(template.runs.some((run) => 'first' in run)).toBe(true);
      const gzip = filledGzip(template, standIn.filling);
      expect(gunzipSync(gzip).toString()).toBe(fill(template, standIn.filling).toString());
    }
    const plain = standInFor(addresses[0] as SavedAddress);
    const whole = plain && templateOf('<p>no address here</p>', plain);
    if (!plain || !whole || 'unexplained' in whole) throw new Error('expected a template');
    expect(gunzipSync(filledGzip(whole, plain.filling)).toString()).toBe('<p>no address here</p>');
  });

  it('fills one template with every address of its cell, and another cell gets its own', () => {
    const first = at('Koramangala, Bengaluru, Karnataka, India');
    const neighbour = at("Flat 3 & 4, O'Brien Road, Koramangala, Bengaluru", 12.92644, 77.62251);
    const standIn = standInFor(first);
    const drawn = standIn && templateOf(page(standIn.address), standIn);
    const next = standInFor(neighbour);
    if (!drawn || 'unexplained' in drawn || !next) throw new Error('expected templates');
    expect(next.cell).toEqual(standIn.cell);
    expect(fill(drawn, next.filling).toString()).toBe(page(neighbour));
    expect(standInFor(at('Koramangala, Bengaluru', 12.93, 77.63))?.cell).not.toEqual(standIn.cell);
  });

  it('refuses a page that writes the stand-in in a way no known escaping explains, and fills it strictly', () => {
    const address = at("O'Brien Road, Koramangala, Bengaluru");
    const standIn = standInFor(address);
    if (!standIn) throw new Error('expected a stand-in');
    const encoded = `${page(standIn.address)}<a href="/share?to=${encodeURIComponent(standIn.address.formatted_address)}">Share</a>`;
    expect(templateOf(encoded, standIn)).toEqual({ unexplained: 2 });
    const shouted = `${page(standIn.address)}<p>${escapeMarkup(standIn.address.formatted_address.toUpperCase())}</p>`;
    expect(templateOf(shouted, standIn)).toMatchObject({ unexplained: expect.any(Number) });
    const strict = fillStrictly(encoded, standIn);
    expect(strict).not.toMatch(/Qz7t/i);
    expect(strict).toContain('O&#39;Brien Road');
    expect(strict).toContain('12.92614');
  });
});
