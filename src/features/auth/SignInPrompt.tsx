/** A signed-out visit to a page of the diner's own (profile, favourites): opens the sign-in drawer, and comes back here after sign-in. */
import { useEffect } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { openSignIn } from '#src/stores/ui.ts';
import { authMessages } from './messages/en.ts';

interface Props {
  /** This page's path, where sign-in returns. */
  returnTo: string;
  /** What signing in will show, e.g. "Sign in to see your profile." */
  text: string;
}

/** The text and a button that reopens the drawer; the drawer opens once on arrival. */
export function SignInPrompt({ returnTo, text }: Props) {
  const t = useMessages(authMessages);
  useEffect(() => openSignIn('login', { returnTo }), [returnTo]);
  return (
    <section className="signin-prompt">
      <p>{text}</p>
      <button type="button" className="btn" onClick={() => openSignIn('login', { returnTo })}>
        {t.signInPrompt}
      </button>
    </section>
  );
}
