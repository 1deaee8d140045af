/** The sign-in drawer: login (phone, then OTP) and signup (phone, name, email, referral, then OTP). */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Drawer } from '#src/components/ui/Drawer.tsx';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { accountLimits } from '#src/lib/accountTypes.ts';
import { $login, $otp, $signup } from '#src/stores/areas.ts';
import { changeOtpNumber, requestOtp, switchSignInView, verifyLogin, verifySignup } from '#src/stores/auth.ts';
import { $signInPanel, $signInReason, closeSignIn } from '#src/stores/ui.ts';
import { fillText } from '../orders/fillText';
import { authMessages } from './messages/en.ts';
import { OtpStep } from './OtpStep';
import { canRequestOtp, canSubmitLoginOtp, canSubmitSignupOtp, signInReasonText, withPrefix } from './signInRules';
import './signin.css';

/** Width and slide duration of the drawer (the spec's constants). */
export const signInDrawer = { width: 520, durationMs: 900 } as const;

/** The drawer's heading, the link to its other view, and its picture. */
function SignInHead({ isSignup }: { isSignup: boolean }) {
  const t = useMessages(authMessages);
  return (
    <div className="signin-head">
      <div>
        <h2>{isSignup ? t.signUp : t.login}</h2>
        <p>
          {t.or}{' '}
          <button
            type="button"
            className="signin-switch"
            onClick={() => switchSignInView(isSignup ? 'login' : 'signup')}
          >
            {isSignup ? t.toLogin : t.toSignUp}
          </button>
        </p>
      </div>
      <svg className="signin-art" viewBox="0 0 64 64" width="80" height="80" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#fff1e8" />
        <circle cx="32" cy="34" r="18" fill="#fff" stroke="#c2410c" strokeWidth="3" />
        <circle cx="26" cy="31" r="4" fill="#15803d" />
        <circle cx="37" cy="30" r="5" fill="#ea580c" />
        <circle cx="33" cy="40" r="4" fill="#facc15" />
      </svg>
    </div>
  );
}

/** The drawer; open while `$signInPanel` names a view. */
export default function SignInDrawer() {
  const view = useStore($signInPanel);
  const otp = useStore($otp);
  const login = useStore($login);
  const signup = useStore($signup);
  const reason = useStore($signInReason);
  const t = useMessages(authMessages);
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [referral, setReferral] = useState('');
  const [showReferral, setShowReferral] = useState(false);
  const phoneField = useRef<HTMLInputElement>(null);
  const changingNumber = useRef(false);
  const isSignup = view === 'signup';
  const otpStep = Boolean(otp.data?.otpSent);
  const busy = otp.isLoading || login.isLoading || signup.isLoading;
  const reasonText = reason ? signInReasonText(reason, isSignup ? 'signup' : 'login') : null;

  // "Change number" removes the button that was pressed: focus goes to the number it is about.
  useEffect(() => {
    if (otpStep || !changingNumber.current) return;
    changingNumber.current = false;
    phoneField.current?.focus();
  }, [otpStep]);

  function changeNumber() {
    changingNumber.current = true;
    changeOtpNumber();
  }

  async function onRequest(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canRequestOtp(phone) || busy) return;
    if (isSignup && !(name.trim() && email.trim())) return;
    await requestOtp(withPrefix(phone));
  }

  async function onVerify(code: string) {
    if (isSignup) {
      if (!canSubmitSignupOtp({ name, otp: code, email, phone })) return;
      await verifySignup(
        { phone: withPrefix(phone), name: name.trim(), email: email.trim(), referralCode: referral.trim() },
        code.trim(),
      );
    } else {
      if (!canSubmitLoginOtp({ otp: code, phone })) return;
      await verifyLogin(withPrefix(phone), code.trim());
    }
  }

  return (
    <Drawer
      open={view !== null}
      onClose={closeSignIn}
      side="right"
      width={signInDrawer.width}
      durationMs={signInDrawer.durationMs}
      label={isSignup ? t.signUp : t.login}
      describedBy={reasonText ? 'signin-reason' : undefined}
    >
      <div className="signin">
        <SignInHead isSignup={isSignup} />
        {reasonText && (
          <p className="signin-reason" id="signin-reason">
            {reasonText}
          </p>
        )}

        {!otpStep ? (
          <form onSubmit={onRequest} noValidate>
            <label className="field">
              <span>{t.phone}</span>
              <span className="phone-input">
                <span className="prefix" aria-hidden="true">
                  +91
                </span>
                <input
                  ref={phoneField}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={14}
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                  required
                  data-autofocus
                />
              </span>
            </label>
            {isSignup && (
              <>
                <label className="field">
                  <span>{t.name}</span>
                  <input
                    type="text"
                    autoComplete="name"
                    maxLength={accountLimits.name}
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                    required
                  />
                </label>
                <label className="field">
                  <span>{t.email}</span>
                  <input
                    type="email"
                    autoComplete="email"
                    maxLength={accountLimits.email}
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    required
                  />
                </label>
                {showReferral ? (
                  <label className="field">
                    <span>{t.referral}</span>
                    <input type="text" maxLength={20} value={referral} onChange={(e) => setReferral(e.target.value)} />
                  </label>
                ) : (
                  <button type="button" className="signin-switch referral" onClick={() => setShowReferral(true)}>
                    {t.haveReferral}
                  </button>
                )}
              </>
            )}
            <button type="submit" className="btn signin-submit" disabled={busy} aria-busy={busy}>
              {isSignup ? t.continue : t.login}
            </button>
          </form>
        ) : (
          <OtpStep
            phone={phone}
            isSignup={isSignup}
            busy={busy}
            onVerify={(code) => void onVerify(code)}
            onChangeNumber={changeNumber}
          />
        )}

        <p className="signin-legal">
          {fillText(isSignup ? t.legalSignUp : t.legalLogin, {
            terms: <a href={localHref('/terms-and-conditions')}>{t.terms}</a>,
            privacy: <a href={localHref('/privacy-policy')}>{t.privacy}</a>,
          })}
        </p>
      </div>
    </Drawer>
  );
}
