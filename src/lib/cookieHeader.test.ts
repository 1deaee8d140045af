import { describe, expect, it } from 'vitest';
import { cookieJar, jarOf } from './cookieHeader.ts';

describe('cookieJar', () => {
  it('splits a header once into each name’s values, in order, trimmed, skipping parts without =', () => {
    const jar = cookieJar(' a=1; junk; b = x=y ;a=2');
    expect(jar.get('a')).toEqual(['1', '2']);
    expect(jar.get('b')).toEqual(['x=y']);
    expect(jar.has('junk')).toBe(false);
    expect(cookieJar(null).size).toBe(0);
  });

  it('takes a jar already made as it is', () => {
    const jar = cookieJar('a=1');
    expect(jarOf(jar)).toBe(jar);
    expect(jarOf('a=1').get('a')).toEqual(['1']);
  });
});
