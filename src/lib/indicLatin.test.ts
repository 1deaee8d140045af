import { describe, expect, it } from 'vitest';
import { hasIndic, latinSpellings, toLatin } from './indicLatin.ts';
import { foldWord, normaliseText, wordsOf } from './textNormal.ts';

/** The search key of a text: its words normalised and folded. */
const key = (text: string) => wordsOf(text).map(foldWord).join(' ');

describe('toLatin: Indian scripts read as Latin letters', () => {
  it.each([
    ['बिरयानी', 'biryaanii'],
    ['नमकीन', 'namkiin'],
    ['जबलपुर', 'jabalpur'],
    ['मित्र', 'mitra'],
    ['मुंबई', 'mumbaii'],
    ['सांभर', 'saambhar'],
    ['ज़ीरा', 'ziiraa'],
    ['শিলিগুড়ি', 'shiliguri'],
    ['যাদবপুর', 'jaadabpur'],
    ['ಮೈಸೂರು', 'maisuuru'],
    ['నెల్లూరు', 'nelluuru'],
    ['சிக்கன்', 'chikkan'],
    ['இட்லி', 'idli'],
    ['கோழிக்கோடு', 'kozhikkodu'],
    ['ਅੰਮ੍ਰਿਤਸਰ', 'ammritsar'],
    ['અમદાવાદ', 'amdaavaad'],
  ])('reads %s as %s', (script, latin) => {
    expect(toLatin(script)).toBe(latin);
  });

  it('keeps Latin text, digits and punctuation as they are, and reads Indian digits and the danda', () => {
    expect(toLatin('Crème Brûlée & Sharma’s')).toBe('Crème Brûlée & Sharma’s');
    expect(toLatin('पनीर-टिक्का (२)।')).toBe('paniir-tikkaa (2) ');
    expect(hasIndic('biryani')).toBe(false);
    expect(hasIndic('चिकन biryani')).toBe(true);
  });

  it('gives a Tamil word its other readings, the usual one first', () => {
    expect(latinSpellings('பிரியாணி')).toEqual(['piriyaani', 'biriyaani']);
    expect(latinSpellings('தோசை')).toEqual(['thosai', 'thochai', 'thojai', 'dosai', 'dochai', 'dojai']);
    expect(latinSpellings('திருவனந்தபுரம்').length).toBeLessThanOrEqual(8);
    expect(latinSpellings('बिरयानी')).toEqual(['biryaanii']);
    expect(latinSpellings('biryani')).toEqual(['biryani']);
  });
});

describe('search keys across scripts', () => {
  it.each(['बिरयानी', 'biriyani', 'বিরিয়ানি', 'బిర్యానీ', 'ಬಿರಿಯಾನಿ', 'बिर्याणी'])('folds %s like "biryani"', (text) => {
    expect(key(text)).toBe(key('biryani'));
  });

  it('folds one reading of பிரியாணி like "biryani"', () => {
    expect(latinSpellings('பிரியாணி').map(key)).toContain(key('biryani'));
  });

  it.each([
    ['ಬೆಂಗಳೂರು', 'Bengaluru'],
    ['బెంగళూరు', 'Bengaluru'],
    ['বেঙ্গালুরু', 'Bengaluru'],
    ['मुंबई', 'Mumbai'],
    ['चेन्नई', 'Chennai'],
    ['சென்னை', 'Chennai'],
    ['पुणे', 'Pune'],
    ['कोल्हापूर', 'Kolhapur'],
    ['पनीर टिक्का', 'Paneer Tikka'],
    ['மசாலா தோசை', 'Masala Dosa'],
  ])('folds %s like %s', (script, latin) => {
    expect(key(script)).toBe(key(latin));
  });

  it('leaves "बेंगलुरु" one letter from Bengaluru (the names file makes it exact)', () => {
    expect(normaliseText('बेंगलुरु')).toBe('bengluru');
  });
});
