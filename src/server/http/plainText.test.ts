import { describe, expect, it } from 'vitest';
import { isPlainText } from './plainText';

describe('plain text', () => {
  it('takes what a diner types, emoji and Indian scripts included', () => {
    for (const text of ['12B, Lake View', 'नमस्ते 🌳', 'பூங்கா', '']) expect(isPlainText(text)).toBe(true);
  });

  it('refuses control characters and half surrogate pairs; line breaks only where lines are allowed', () => {
    expect(isPlainText('ready\u0000')).toBe(false);
    expect(isPlainText('a\u001bb')).toBe(false);
    expect(isPlainText('\ud83c')).toBe(false);
    expect(isPlainText('ring twice\nthen wait')).toBe(false);
    expect(isPlainText('ring twice\r\nthen wait\t!', true)).toBe(true);
    expect(isPlainText('ring\u0000', true)).toBe(false);
  });
});
