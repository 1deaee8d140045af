/**
 * One text normaliser and one spelling fold for every search: restaurants, dishes and cuisines
 * (src/server/catalog/search.ts) and places (src/server/places). Both are applied to the
 * indexed words and to what the diner types, so folding too much can only merge words, never
 * lose one. Words in Indian scripts are first read as Latin letters (src/lib/indicLatin.ts),
 * so "बिरयानी" and "biryani" meet.
 */
import { toLatin } from './indicLatin.ts';

/** Lowercases, strips diacritics, reads '&' as 'and' and turns every run of other characters into one space. */
export function normaliseText(text: string): string {
  return (
    toLatin(text)
      .normalize('NFKD')
      // Combining marks left by NFKD: "Bengalūru" and "Bengaluru", "Crème" and "Creme" are one word.
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}

/** Normalised words of a text, unfolded. */
export function wordsOf(text: string): string[] {
  const normal = normaliseText(text);
  return normal ? normal.split(' ') : [];
}

/** Whole-word spellings that folding alone does not bring together. */
const variants: ReadonlyMap<string, string> = new Map(
  Object.entries({
    biriyani: 'biryani',
    briyani: 'biryani',
    biriani: 'biryani',
    beriyani: 'biryani',
    biryanee: 'biryani',
    birani: 'biryani',
    panner: 'paneer',
    panir: 'paneer',
    pneer: 'paneer',
    chiken: 'chicken',
    chikken: 'chicken',
    chikan: 'chicken',
    chkn: 'chicken',
    mutten: 'mutton',
    muttan: 'mutton',
    idly: 'idli',
    idlly: 'idli',
    idlli: 'idli',
    curri: 'curry',
    chutny: 'chutney',
    dosai: 'dosa',
    thosai: 'dosa',
    vadai: 'vada',
    wadai: 'vada',
    pao: 'pav',
    paav: 'pav',
    momo: 'momos',
    shawarmah: 'shawarma',
    shwarma: 'shawarma',
    schezwan: 'szechuan',
    sezwan: 'szechuan',
    shezwan: 'szechuan',
    gulaab: 'gulab',
    jamoon: 'jamun',
    rasgulla: 'rosogolla',
    rasagola: 'rosogolla',
    rosogulla: 'rosogolla',
    kabab: 'kebab',
    kebap: 'kebab',
    tikkah: 'tikka',
    dhosa: 'dosa',
    sambhar: 'sambar',
    chhole: 'chole',
    cholay: 'chole',
  }),
);

/**
 * The key of one normalised word: the ways romanised Indian words are spelt folded into one
 * form (biryani/biriyani, paneer/panir, Chennai/Chenai, Thiruvananthapuram/Tiruvanantapuram,
 * Shimla/Simla, vada/wada, Bengalooru/Bengaluru, Ballary/Ballari).
 */
export function foldWord(word: string): string {
  const folded = (variants.get(word) ?? word)
    .replace(/chh/g, 'ch')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/x/g, 'ks')
    // Aspirates are written with or without h (bhature/bature, dhokla/dokla, Dhanbad/Danbad).
    .replace(/([bcdgjkrst])h/g, '$1')
    // Long vowels written doubled or not (paneer/panir, jamoon/jamun, Meerut/Merut).
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/ii/g, 'i')
    .replace(/uu/g, 'u')
    // Doubled consonants are optional (pizza/piza, Tiruppur/Tirupur). Pairs only, so a run
    // like "aaaaaaa" does not fold to "a" and prefix-match everything.
    .replace(/([b-df-hj-np-tv-z])\1/g, '$1')
    // A y after the first letter is often written i (Ballary/Ballari, biryani/biriani); every
    // y, not just a final one, so "biry" stays a prefix of "biryani" while it is typed.
    .replace(/(?<=.)y/g, 'i');
  // The y written between i and a vowel (biriyani, பிரியாணி "piriyaani") is heard in the i.
  return folded.includes('ii') ? folded.replace(/ii/g, 'i') : folded;
}
