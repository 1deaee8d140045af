import { describe, expect, it } from 'vitest';
import { vegModeKey } from './storageKeys.ts';
import { vegModeScript } from './vegModeScript.mjs';
import {
  dishShows,
  lightestVeg,
  restaurantShows,
  vegModeCookie,
  vegModeCookieIn,
  vegModeCookieName,
  vegModeOf,
  vegModes,
  vegModeTexts,
} from './vegRules.ts';

describe('veg-only mode rules', () => {
  it('reads a mode from outside, anything unknown as everything', () => {
    expect(vegModes.map(vegModeOf)).toEqual(['all', 'veg', 'egg']);
    for (const bad of ['VEG', 'vegan', '', null, undefined, 1, {}]) expect(vegModeOf(bad)).toBe('all');
    expect(Object.values(vegModeTexts).map((t) => t.label)).toEqual(['Off', 'Veg', 'Veg + egg']);
  });

  it('takes a menu’s lightest class and shows a restaurant by it, or when it is not known', () => {
    expect(lightestVeg(['NONVEG', 'EGG', 'VEG'])).toBe('VEG');
    expect(lightestVeg(['NONVEG', 'EGG'])).toBe('EGG');
    expect(lightestVeg(['NONVEG'])).toBe('NONVEG');
    expect(lightestVeg([])).toBe('NONVEG');
    expect(restaurantShows({ lightestVeg: 'EGG' }, 'veg')).toBe(false);
    expect(restaurantShows({ lightestVeg: 'EGG' }, 'egg')).toBe(true);
    expect(restaurantShows({ lightestVeg: 'NONVEG' }, 'egg')).toBe(false);
    expect(restaurantShows({ lightestVeg: 'NONVEG' }, 'all')).toBe(true);
    expect(restaurantShows({}, 'veg')).toBe(true);
  });

  it('shows a dish by its own class', () => {
    const dish = (veg: 'VEG' | 'EGG' | 'NONVEG') => ({ itemAttribute: { vegClassifier: veg } });
    expect([dish('VEG'), dish('EGG'), dish('NONVEG')].map((d) => dishShows(d, 'veg'))).toEqual([true, false, false]);
    expect([dish('VEG'), dish('EGG'), dish('NONVEG')].map((d) => dishShows(d, 'egg'))).toEqual([true, true, false]);
    expect([dish('VEG'), dish('EGG'), dish('NONVEG')].map((d) => dishShows(d, 'all'))).toEqual([true, true, true]);
  });

  it('mirrors the mode in a cookie the server reads back', () => {
    expect(vegModeCookie('veg')).toMatch(/^veg_mode=veg; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(vegModeCookie('all')).toBe('veg_mode=; Path=/; Max-Age=0; SameSite=Lax');
    expect(vegModeCookieIn('a=1; veg_mode=egg; b=2')).toBe('egg');
    expect(vegModeCookieIn('veg_mode=jain')).toBe('all');
    expect(vegModeCookieIn(null)).toBe('all');
    expect(vegModeCookieName).toBe(vegModeKey);
  });
});

/** Runs the head script against a stand-in document and storage; answers what it left. */
function runHeadScript(stored: string | null, cookie: string): { attribute: string | null; cookies: string[] } {
  const attributes = new Map<string, string>();
  const written: string[] = [];
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    get cookie() {
      return cookie;
    },
    set cookie(line: string) {
      written.push(line);
    },
  };
  const localStorage = { getItem: (key: string) => (key === vegModeKey ? stored : null) };
  new Function('document', 'localStorage', vegModeScript)(document, localStorage);
  return { attribute: attributes.get('data-veg-mode') ?? null, cookies: written };
}

describe('the head script of every page', () => {
  it('marks the page with the stored mode before it paints', () => {
    expect(runHeadScript('veg', 'veg_mode=veg')).toEqual({ attribute: 'veg', cookies: [] });
    expect(runHeadScript('egg', 'a=1; veg_mode=egg').attribute).toBe('egg');
    expect(runHeadScript('all', '').attribute).toBeNull();
    expect(runHeadScript(null, '').attribute).toBeNull();
    expect(runHeadScript('jain', '').attribute).toBeNull();
  });

  it('brings a lost or stale cookie in line with storage, in the store’s own form', () => {
    expect(runHeadScript('veg', 'a=1').cookies).toEqual([vegModeCookie('veg')]);
    expect(runHeadScript('egg', 'veg_mode=veg').cookies).toEqual([vegModeCookie('egg')]);
    expect(runHeadScript(null, 'veg_mode=veg').cookies).toEqual([vegModeCookie('all')]);
    expect(runHeadScript(null, 'a=1').cookies).toEqual([]);
  });

  it('stays quiet where storage is blocked', () => {
    const document = { documentElement: { setAttribute: () => undefined }, cookie: '' };
    const localStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => new Function('document', 'localStorage', vegModeScript)(document, localStorage)).not.toThrow();
  });
});
