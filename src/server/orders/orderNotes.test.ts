import { describe, expect, it } from 'vitest';
import '../i18n/catalogues.ts';
import { inLocale } from '../i18n/requestLocale.ts';
import { noteInLanguage } from './orderNotes.ts';

describe('order history notes', () => {
  it('reads the notes the order service keeps in English in the request’s language, and a person’s as written', () => {
    const inHindi = (note: string) => inLocale('hi', () => noteInLanguage(note));
    expect(inHindi('Cancelled by you')).toBe('आपने कैंसल किया');
    expect(inHindi('Refund of ₹250 started')).toBe('₹250 का रिफ़ंड शुरू हो गया');
    expect(inHindi('₹1,250 received')).toBe('₹1,250 मिल गए');
    expect(inHindi('Rider stuck in traffic')).toBe('Rider stuck in traffic');
    expect(inHindi('')).toBe('');
    expect(inLocale('en', () => noteInLanguage('Cancelled by you'))).toBe('Cancelled by you');
  });
});
