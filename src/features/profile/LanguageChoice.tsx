/**
 * The profile's language: the seven languages, each in its own script. Choosing one saves it on
 * the account, then posts the same form as the header's switcher (POST /api/language), which
 * keeps the `lang` cookie in step and opens the profile in that language. Before the island wakes
 * the form works on its own (cookie only).
 */
import { type SubmitEvent, useRef, useState } from 'react';
import { currentLocale } from '#src/i18n/here.ts';
import { isLocale, localeInfo, locales } from '#src/i18n/locales.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { saveLanguage } from '#src/stores/profile.ts';
import { profileMessages } from './messages/en.ts';

/** The language section of the profile. */
export function LanguageChoice() {
  const t = useMessages(profileMessages);
  const current = currentLocale();
  const saved = useRef(false);
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    // The second pass, once the account has it: the browser posts the form and opens the page.
    if (saved.current) return;
    event.preventDefault();
    const form = event.currentTarget;
    const button = (event.nativeEvent as globalThis.SubmitEvent).submitter as HTMLButtonElement | null;
    if (busy.current || !button || !isLocale(button.value)) return;
    busy.current = true;
    setSaving(true);
    await saveLanguage(button.value);
    saved.current = true;
    form.requestSubmit(button);
  };

  return (
    <section className="profile-language" aria-labelledby="language-title">
      <h2 id="language-title">{t.language}</h2>
      <p id="language-note" className="field-note">
        {t.languageNote}
      </p>
      <form
        method="post"
        action="/api/language"
        className="profile-language-choices"
        aria-describedby="language-note"
        aria-busy={saving}
        onSubmit={(event) => void submit(event)}
      >
        <input type="hidden" name="next" value="/profile" />
        {locales.map((code) => (
          <button
            key={code}
            type="submit"
            name="lang"
            value={code}
            lang={localeInfo[code].tag}
            className="btn btn-ghost"
            aria-current={code === current ? 'true' : undefined}
            title={localeInfo[code].englishName}
            // Never disabled while saving: a disabled submitter would leave its language out of the form.
            aria-disabled={saving || undefined}
          >
            {localeInfo[code].name}
          </button>
        ))}
      </form>
    </section>
  );
}
