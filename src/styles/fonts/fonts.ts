/**
 * The web font of each script but Latin: its stylesheet, and the regular face's file, which a page
 * in that script preloads (bold comes when the page first draws bold text). Latin pages load none.
 */
import bengaliCss from './bengali.css?url';
import devanagariCss from './devanagari.css?url';
import kannadaCss from './kannada.css?url';
import tamilCss from './tamil.css?url';
import teluguCss from './telugu.css?url';
import bengali400 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import kannada400 from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2?url';
import tamil400 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import telugu400 from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url';
import type { Script } from '#src/i18n/locales.ts';

/** A script's stylesheet and the font file to preload. */
export interface ScriptFont {
  stylesheet: string;
  preload: string;
}

/** The fonts of the scripts that need one. */
export const scriptFonts: Partial<Record<Script, ScriptFont>> = {
  devanagari: { stylesheet: devanagariCss, preload: devanagari400 },
  tamil: { stylesheet: tamilCss, preload: tamil400 },
  telugu: { stylesheet: teluguCss, preload: telugu400 },
  kannada: { stylesheet: kannadaCss, preload: kannada400 },
  bengali: { stylesheet: bengaliCss, preload: bengali400 },
};
