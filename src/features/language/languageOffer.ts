/** Shows the language offer of an English page when the browser asks for one of ours first and the diner has not chosen (the `lang` cookie). */
import { preferredLocale } from '#src/i18n/locales.ts';
import { languageKey } from '#src/lib/storageKeys.ts';

interface Offer {
  tag: string;
  text: string;
  yes: string;
  no: string;
}

/** Fills and shows `form` for the browser's first language, if it is one of ours and no choice was made. */
export function offerLanguage(form: HTMLElement | null): void {
  if (!form || new RegExp(`(?:^|;\\s*)${languageKey}=`).test(document.cookie)) return;
  const wanted = preferredLocale(navigator.languages.join(','));
  if (!wanted || wanted === 'en') return;
  const offers = JSON.parse(form.querySelector('script')?.textContent ?? '{}') as Record<string, Offer>;
  const offer = offers[wanted];
  const text = form.querySelector('.language-offer-text');
  const yes = form.querySelector<HTMLButtonElement>('.language-offer-yes');
  const no = form.querySelector('.language-offer-no');
  if (!offer || !text || !yes || !no) return;
  text.textContent = offer.text;
  text.setAttribute('lang', offer.tag);
  yes.textContent = offer.yes;
  yes.value = wanted;
  yes.setAttribute('lang', offer.tag);
  no.textContent = offer.no;
  no.setAttribute('lang', offer.tag);
  form.hidden = false;
}
