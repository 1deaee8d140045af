/**
 * Indian scripts read as Latin letters the way diners spell them (बिरयानी "biryaani", பிரியாணி
 * "piriyaani"), so that search can fold them with the Latin spellings (src/lib/textNormal.ts).
 * The Unicode blocks of Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada and
 * Malayalam share one layout (a letter sits at the same offset in each), so one table reads them
 * all; what differs is kept per script: Hindi, Marathi, Bengali, Punjabi and Gujarati drop the
 * unwritten "a" where speakers do (बिरयानी is "biryaani", not "birayaani"), Bengali য is "j",
 * and Tamil writes k/g, ch/s/j, t/d and p/b with one letter each, so a Tamil word has several
 * Latin spellings (latinSpellings).
 */

/** The Latin of each consonant by its offset in the block (ka at 0x15 … ha at 0x39). */
const consonants = [
  'k',
  'kh',
  'g',
  'gh',
  'n',
  'ch',
  'chh',
  'j',
  'jh',
  'n',
  't',
  'th',
  'd',
  'dh',
  'n',
  't',
  'th',
  'd',
  'dh',
  'n',
  'n',
  'p',
  'ph',
  'b',
  'bh',
  'm',
  'y',
  'r',
  'r',
  'l',
  'l',
  'zh',
  'v',
  'sh',
  'sh',
  's',
  'h',
];
/** Independent vowels by offset (0x05 … 0x14). */
const vowels = ['a', 'aa', 'i', 'ii', 'u', 'uu', 'ri', 'li', 'e', 'e', 'e', 'ai', 'o', 'o', 'o', 'au'];
/** Vowel signs by offset (0x3e … 0x4c). */
const signs = ['aa', 'i', 'ii', 'u', 'uu', 'ri', 'rii', 'e', 'e', 'e', 'ai', 'o', 'o', 'o', 'au'];
/** Letters written with a nukta (क़ ज़ ड़ फ़, Bengali য়), and Devanagari's precomposed ones (0x58 …). */
const nuktaForms: Readonly<Record<number, string>> = {
  21: 'q',
  22: 'kh',
  23: 'gh',
  28: 'z',
  33: 'r',
  34: 'rh',
  43: 'f',
  47: 'y',
};
const precomposed = ['q', 'kh', 'gh', 'z', 'r', 'rh', 'f', 'y'];

/** Scripts whose speakers drop the unwritten vowel at the end of a word and between some consonants. */
const dropsSchwa = new Set([0x0900, 0x0980, 0x0a00, 0x0a80]);
const bengali = 0x0980;
const tamil = 0x0b80;

/** One sound of a word: a consonant with its vowel ('a' unwritten, '' with a virama), or a vowel. */
interface Unit {
  base: string;
  vowel: string;
  /** The unwritten vowel, which speakers of some scripts drop. */
  inherent: boolean;
  /** Tamil: the Latin spellings this letter stands for (k/g, ch/s/j, t/d, p/b), the usual one first. */
  choices?: readonly string[];
  /** Offset of the consonant in its block (for Tamil's rules). */
  offset: number;
}

const isIndic = (code: number) => code >= 0x0900 && code <= 0x0dff;
/** True when the text holds a letter of an Indian script. */
export const hasIndic = (text: string): boolean => /[\u0900-\u0dff]/.test(text);

/** Reads one run of letters of one script into sounds. */
function unitsOf(word: string, block: number): Unit[] {
  const units: Unit[] = [];
  const last = () => units[units.length - 1];
  for (let i = 0; i < word.length; i++) {
    const off = word.charCodeAt(i) - block;
    const prev = last();
    if (off >= 0x15 && off <= 0x39) {
      let base = consonants[off - 0x15] ?? '';
      if (word.charCodeAt(i + 1) - block === 0x3c) {
        base = nuktaForms[off] ?? base;
        i++;
      } else if (block === bengali && off === 0x2f) base = prev && prev.vowel === '' ? 'y' : 'j';
      units.push({ base, vowel: 'a', inherent: true, offset: off });
    } else if (off >= 0x58 && off <= 0x5f && block !== tamil) {
      units.push({ base: precomposed[off - 0x58] ?? '', vowel: 'a', inherent: true, offset: off });
    } else if (off >= 0x05 && off <= 0x14)
      units.push({ base: '', vowel: vowels[off - 0x05] ?? '', inherent: false, offset: off });
    else if (off >= 0x3e && off <= 0x4c && prev) {
      prev.vowel = signs[off - 0x3e] ?? '';
      prev.inherent = false;
    } else if (off === 0x4d && prev) {
      prev.vowel = '';
      prev.inherent = false;
    } else if (off >= 0x01 && off <= 0x03) {
      // Anusvara and candrabindu are a nasal (m before p, b and m); visarga an h.
      units.push({ base: off === 0x03 ? 'h' : 'n', vowel: '', inherent: false, offset: off });
    } else if (off >= 0x66 && off <= 0x6f)
      units.push({ base: String(off - 0x66), vowel: '', inherent: false, offset: off });
    else if (block === 0x0d00 && off >= 0x7a && off <= 0x7f) {
      // Malayalam's chillu letters: a consonant with no vowel.
      units.push({ base: ['n', 'n', 'r', 'l', 'l', 'k'][off - 0x7a] ?? '', vowel: '', inherent: false, offset: off });
    } else if (block === 0x0a00 && off === 0x70) units.push({ base: 'n', vowel: '', inherent: false, offset: off });
    else if (block === bengali && off === 0x4e) units.push({ base: 't', vowel: '', inherent: false, offset: off });
  }
  return units;
}

/** Drops the unwritten "a" where Hindi, Marathi, Bengali, Punjabi and Gujarati speakers do. */
function dropSchwas(units: Unit[]): void {
  const sounded = (u: Unit | undefined) => u !== undefined && u.vowel !== '';
  const syllables = units.filter(sounded).length;
  const end = units[units.length - 1];
  const beforeEnd = units[units.length - 2];
  // At the end of a word of two syllables or more, unless it closes a cluster (मित्र "mitra").
  if (end?.inherent && syllables > 1 && !(beforeEnd?.base && beforeEnd.vowel === '')) end.vowel = '';
  // Between a vowel and a consonant that has its own vowel: बिरयानी "biryaani", नमकीन "namkiin".
  for (let i = units.length - 2; i >= 1; i--) {
    const u = units[i]!;
    const before = units[i - 1]!;
    const after = units[i + 1]!;
    if (u.inherent && u.base && (sounded(before) || before.offset <= 0x03) && after.base && sounded(after))
      u.vowel = '';
  }
}

const tamilStops: Readonly<Record<number, readonly [string, string]>> = {
  21: ['k', 'g'],
  26: ['ch', 's'],
  31: ['t', 'd'],
  36: ['th', 'd'],
  42: ['p', 'b'],
};

/** Tamil's stops, voiced between vowels and after a nasal and not at the start or doubled, with the other reading kept. */
function tamilVoicing(units: Unit[]): void {
  units.forEach((u, i) => {
    const pair = tamilStops[u.offset];
    if (!pair || !u.base) return;
    const before = units[i - 1];
    const after = units[i + 1];
    // A doubled stop (க்க) is always the plain one: "chikkan", "kozhikkodu".
    if ((before?.vowel === '' && before.offset === u.offset) || (u.vowel === '' && after?.offset === u.offset)) {
      u.base = pair[0];
      return;
    }
    const afterNasal = before?.vowel === '' && [0x19, 0x1e, 0x23, 0x28, 0x29, 0x2e].includes(before.offset);
    const voiced = before !== undefined && (afterNasal || before.vowel !== '');
    const usual = voiced ? pair[1] : pair[0];
    u.base = usual;
    u.choices =
      u.offset === 0x1a ? [usual, ...['ch', 's', 'j'].filter((c) => c !== usual)] : [usual, voiced ? pair[0] : pair[1]];
  });
}

/** The sounds of a run of one script, with that script's rules applied. */
function soundsOf(word: string, block: number): Unit[] {
  const units = unitsOf(word, block);
  if (dropsSchwa.has(block)) dropSchwas(units);
  if (block === tamil) tamilVoicing(units);
  units.forEach((u, i) => {
    if (u.offset === 0x02 || u.offset === 0x01 || u.offset === 0x70) {
      const next = units[i + 1]?.base ?? '';
      if (/^(p|b|m)/.test(next)) u.base = 'm';
    }
  });
  return units;
}

/** Splits text into runs of one Indian script and everything else. */
function runs(text: string): { text: string; block: number }[] {
  const out: { text: string; block: number }[] = [];
  let start = 0;
  let block = -1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 0;
    // Zero-width joiners shape conjuncts inside a word and are read as nothing.
    const here =
      isIndic(code) && (code & 0x7f) !== 0x64 && (code & 0x7f) !== 0x65
        ? code & ~0x7f
        : code === 0x200c || code === 0x200d
          ? block
          : -1;
    if (here !== block || i === text.length) {
      if (i > start) out.push({ text: text.slice(start, i), block });
      start = i;
      block = here;
    }
  }
  return out;
}

/** Text with every word of an Indian script written in Latin letters (the usual spelling); other text as it was. */
export function toLatin(text: string): string {
  if (!hasIndic(text)) return text;
  let out = '';
  for (const run of runs(text)) {
    if (run.block < 0) out += run.text === '\u0964' || run.text === '\u0965' ? ' ' : run.text;
    else for (const u of soundsOf(run.text, run.block)) out += u.base + u.vowel;
  }
  return out.replace(/[\u0964\u0965]/g, ' ');
}

/** Most spellings latinSpellings returns for one word. */
const maxSpellings = 8;

/**
 * The Latin spellings of one word: the usual one first, then for Tamil the other readings of
 * its first three ambiguous letters (பிரியாணி is "piriyaani" and "biriyaani"). One spelling for
 * Latin text and the other scripts.
 */
export function latinSpellings(word: string): string[] {
  if (!hasIndic(word)) return [word];
  let spellings = [''];
  let ambiguous = 0;
  for (const run of runs(word)) {
    if (run.block < 0) {
      spellings = spellings.map((s) => s + run.text);
      continue;
    }
    for (const u of soundsOf(run.text, run.block)) {
      const choices = u.choices && ambiguous < 3 ? u.choices : [u.base];
      if (choices.length > 1) ambiguous++;
      spellings = spellings.flatMap((s) => choices.map((c) => s + c + u.vowel)).slice(0, maxSpellings);
    }
  }
  return spellings;
}
