import { describe, expect, it } from 'vitest';
import { localeOfPath, localisedPath, preferredLocale, samePageIn, unprefixedPath } from './locales.ts';

describe('language paths', () => {
  it('reads the language from the first segment only', () => {
    expect(localeOfPath('/hi/cart')).toBe('hi');
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/cart')).toBe('en');
    expect(localeOfPath('/en/cart')).toBe('en');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/city/hi')).toBe('en');
  });

  it('strips and adds prefixes', () => {
    expect(unprefixedPath('/hi/cart')).toBe('/cart');
    expect(unprefixedPath('/hi')).toBe('/');
    expect(localisedPath('/cart', 'ta')).toBe('/ta/cart');
    expect(localisedPath('/', 'ta')).toBe('/ta');
    expect(localisedPath('/hi/cart', 'en')).toBe('/cart');
    expect(localisedPath('/hi/cart?x=1#a', 'bn')).toBe('/bn/cart?x=1#a');
    expect(localisedPath('https://example.com/x', 'hi')).toBe('https://example.com/x');
  });
});

describe('preferredLocale', () => {
  it('takes the first storefront language by weight, regions folded', () => {
    expect(preferredLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(preferredLocale('fr,ta;q=0.5,en;q=0.7')).toBe('en');
    expect(preferredLocale('fr, de')).toBeNull();
    expect(preferredLocale('kn;q=0, mr;q=0.2')).toBe('mr');
    expect(preferredLocale(undefined)).toBeNull();
  });
});

describe('samePageIn', () => {
  it("keeps an on-demand page its query and drops a prebuilt one's", () => {
    expect(samePageIn(new URL('http://t.in/hi/search?query=x'), false)).toBe('/search?query=x');
    expect(samePageIn(new URL('http://t.in/city/pune?x=1'), true)).toBe('/city/pune');
  });
});
