import { describe, expect, it } from 'vitest';
import { deviceFields } from './devices.ts';

describe('deviceFields', () => {
  it('reads the browser, system and device of a phone', () => {
    const fields = deviceFields(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    );
    expect(fields).toMatchObject({
      clientName: 'Chrome',
      clientType: 'browser',
      osName: 'Android',
      osVersion: '14',
      deviceName: 'mobile',
    });
  });

  it('reads a desktop browser', () => {
    const fields = deviceFields('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0');
    expect(fields).toMatchObject({
      clientName: 'Firefox',
      osName: 'Windows',
      deviceName: 'desktop',
      clientEngine: 'Gecko',
    });
  });

  it('gives empty fields for an empty User-Agent', () => {
    expect(Object.values(deviceFields('')).every((v) => v === '')).toBe(true);
  });
});
