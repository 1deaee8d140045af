/**
 * POST /api/language: the switcher's form. Remembers the diner's language in a cookie for a year
 * and opens the same page in it (303), so the choice works before any script has loaded.
 */
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { locales, localisedPath } from '#src/i18n/locales.ts';
import { languageKey } from '#src/lib/storageKeys.ts';
import { jsonError } from '../http/http.ts';
import { secureCookiesFor, serializeCookie } from '../identity/requestSecurity.ts';

const year = 365 * 24 * 60 * 60;

/** The form's fields: a language, and the page (a path on this site, without a language prefix) to open in it. */
export const languageChoice = z.object({
  lang: z.enum(locales, { message: 'must be one of en, hi, ta, te, kn, bn, mr' }),
  next: z
    .string()
    .max(2048, 'must be at most 2048 characters')
    .regex(/^\/(?![/\\])/, 'must be a path on this site')
    .default('/'),
  /** Set on a page written in English only (the info pages): the choice is remembered, and the page stays. */
  stay: z.literal('1', { message: 'must be 1 when given' }).optional(),
});

async function fieldsOf(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await request.json()) as Record<string, unknown>;
  return Object.fromEntries(await request.formData());
}

/** The route: the cookie, then the page in the chosen language. */
export const chooseLanguage: APIRoute = async ({ request }) => {
  let fields: Record<string, unknown>;
  try {
    fields = await fieldsOf(request);
  } catch {
    // text-check: not a diner's text (a developer's bad form, which the switcher never sends)
    return jsonError(400, 'Bad Request: the body must be a form or JSON');
  }
  const parsed = languageChoice.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // text-check: not a diner's text (a developer's bad form, which the switcher never sends)
    return jsonError(400, `Bad Request: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is not valid'}`);
  }
  const { lang, next, stay } = parsed.data;
  // Readable by the page's script (it is no secret): the offer of a language is made only to a
  // diner who never chose.
  const cookie = serializeCookie(languageKey, lang, {
    maxAge: year,
    path: '/',
    secure: secureCookiesFor(request, import.meta.env.PROD),
    sameSite: 'Lax',
  }).replace('; HttpOnly', '');
  return new Response(null, {
    status: 303,
    headers: { location: localisedPath(next, stay ? 'en' : lang), 'set-cookie': cookie, 'cache-control': 'no-store' },
  });
};
