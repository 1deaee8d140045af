import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup.ts';

describe('escapeMarkup', () => {
  it('writes the five characters that could end text or an attribute as entities, ampersands first', () => {
    expect(escapeMarkup(`Tom & Jerry's <"Dhaba">`)).toBe('Tom &amp; Jerry&#39;s &lt;&quot;Dhaba&quot;&gt;');
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
    expect(escapeMarkup('Biryani')).toBe('Biryani');
  });
});
