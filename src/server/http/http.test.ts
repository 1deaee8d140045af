import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { BodyTooLargeError, HttpError, parseJsonBody, parseQuery, readBodyText } from './http.ts';

/** A POST whose body arrives in `chunks` pieces of `size` bytes, without a Content-Length (chunked). */
function chunkedRequest(chunks: number, size: number, pulled: { count: number }): Request {
  const piece = new Uint8Array(size).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count >= chunks) return controller.close();
      pulled.count += 1;
      controller.enqueue(piece);
    },
  });
  return new Request('http://localhost/api/update', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    duplex: 'half',
  } as RequestInit);
}

describe('readBodyText', () => {
  it('stops reading a chunked body at the limit instead of reading it whole', async () => {
    const pulled = { count: 0 };
    // 50 MB offered in 16 KB chunks; the limit is 64 KB.
    await expect(readBodyText(chunkedRequest(3200, 16 * 1024, pulled), 64 * 1024)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(pulled.count).toBeLessThanOrEqual(8);
  });

  it('refuses a declared length over the limit without reading', async () => {
    const request = new Request('http://localhost/api/login', {
      method: 'POST',
      body: 'x'.repeat(10),
      headers: { 'content-length': '999999' },
    });
    await expect(readBodyText(request, 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('reads a body within the limit whole, multi-byte characters split across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"name":"पनीर"}');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const request = new Request('http://localhost/api/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(await readBodyText(request, 1024)).toBe('{"name":"पनीर"}');
  });

  it('parseJsonBody answers 413 for a chunked body over 64 KB', async () => {
    const error = await parseJsonBody(chunkedRequest(100, 4096, { count: 0 }), z.object({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(413);
  });
});

describe('parseQuery', () => {
  const names = [...Object.getOwnPropertyNames(Object.prototype), '__proto__'];
  it.each(names)('takes a parameter named %j as a plain name', (name) => {
    const url = new URL(`http://localhost/api/x?${encodeURIComponent(name)}=1`);
    const parsed = parseQuery(url, z.looseObject({})) as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    // zod leaves `__proto__` out of what it returns; every other name comes through as given.
    if (name !== '__proto__') expect(parsed).toEqual(Object.fromEntries([[name, '1']]));
  });
});
