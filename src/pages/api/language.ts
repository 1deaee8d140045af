/** POST /api/language: the language switcher's form (src/server/i18n/languageRoute.ts). */
import { allowOnly } from '#src/server/http/http.ts';
import { chooseLanguage } from '#src/server/i18n/languageRoute.ts';

/** The route, and 405 for any other method. */
export const POST = chooseLanguage;
export const ALL = allowOnly('POST');
