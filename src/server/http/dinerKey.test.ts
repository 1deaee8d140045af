import { describe, expect, it } from 'vitest';
import { dinerKeyHeader, readDinerKey } from '#src/lib/dinerKey.ts';
import { dinerKeyOf, withDinerKey } from './dinerKey.ts';

describe('the diner key of an answer', () => {
  it('is the same for one diner every time, different between diners, and never the id', () => {
    const first = dinerKeyOf('65f0c1a2b3d4e5f60718');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(dinerKeyOf('65f0c1a2b3d4e5f60718')).toBe(first);
    expect(dinerKeyOf('65f0c1a2b3d4e5f60719')).not.toBe(first);
    expect(first).not.toContain('65f0c1a2b3d4e5f60718');
  });

  it('is anon for a visitor', () => {
    expect(dinerKeyOf(null)).toBe('anon');
    expect(dinerKeyOf(undefined)).toBe('anon');
  });

  it('is put on an answer, and on a copy of one whose headers are fixed', async () => {
    const page = withDinerKey(new Response('<html></html>'), 'u1');
    expect(readDinerKey(page.headers)).toBe(dinerKeyOf('u1'));
    const redirect = withDinerKey(Response.redirect('http://127.0.0.1/locate', 302), null);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('http://127.0.0.1/locate');
    expect(redirect.headers.get(dinerKeyHeader)).toBe('anon');
  });

  it('is read only in its own shape', () => {
    const headers = (value: string) => new Headers({ [dinerKeyHeader]: value });
    expect(readDinerKey(new Headers())).toBeNull();
    expect(readDinerKey(headers('ANON'))).toBeNull();
    expect(readDinerKey(headers('abc'))).toBeNull();
    expect(readDinerKey(headers('a'.repeat(32)))).toBe('a'.repeat(32));
  });
});
