import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './languageRoute.ts';

const post = (body: string, type = 'application/x-www-form-urlencoded') =>
  chooseLanguage({
    request: new Request('http://127.0.0.1:4321/api/language', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    }),
  } as APIContext);

describe('POST /api/language', () => {
  it('remembers the language for a year and opens the same page in it', async () => {
    const answer = await post('lang=hi&next=%2Fcart%3Fx%3D1');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/hi/cart?x=1');
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lang=hi; Max-Age=31536000;/);
    // The page's script reads it: the offer of a language is made only to a diner who never chose.
    expect(cookie).not.toContain('HttpOnly');
    expect((await post('lang=en&next=%2Fta%2Fcart')).headers.get('location')).toBe('/cart');
  });

  it('keeps a page written in English only as it is', async () => {
    const answer = await post('lang=bn&next=%2Fabout&stay=1');
    expect(answer.headers.get('location')).toBe('/about');
    expect(answer.headers.get('set-cookie')).toMatch(/^lang=bn;/);
  });

  it('refuses another language, another site or a body it cannot read, naming the field', async () => {
    expect(await (await post('lang=fr&next=%2F')).json()).toMatchObject({
      message: expect.stringContaining('lang: must be one of'),
    });
    expect(await (await post('lang=hi&next=%2F%2Fevil.example')).json()).toMatchObject({
      message: expect.stringContaining('next: must be a path on this site'),
    });
    expect((await post('{', 'application/json')).status).toBe(400);
  });
});
