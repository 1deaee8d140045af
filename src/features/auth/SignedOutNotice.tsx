/** What an own-account screen (cart, checkout, orders) shows a signed-out diner: its heading, why, and Sign In. */
import { useMessages } from '#src/i18n/useMessages.ts';
import { openSignIn } from '#src/stores/ui.ts';
import { authMessages } from './messages/en.ts';
import { SignInHost } from './SignInHost';

interface Props {
  /** The screen's heading, e.g. "Your cart". */
  heading: string;
  /** What signing in will show, e.g. "Sign in to see your cart." */
  text: string;
}

/** The heading, the text and a Sign In button that opens the sign-in drawer. */
export function SignedOutNotice({ heading, text }: Props) {
  const t = useMessages(authMessages);
  return (
    <div className="cart-empty">
      <h1>{heading}</h1>
      <p>{text}</p>
      <button type="button" className="btn" onClick={() => openSignIn('login')}>
        {t.signIn}
      </button>
      <SignInHost />
    </div>
  );
}
