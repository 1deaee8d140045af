/** The sign-in drawer: login (phone, then OTP) and signup (phone, name, email, referral, then OTP). */
import { useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Drawer } from '#src/components/ui/Drawer.tsx';
import { accountLimits } from '#src/lib/accountTypes.ts';
import { $login, $otp, $signup } from '#src/stores/areas.ts';
import { requestOtp, switchSignInView, verifyLogin, verifySignup } from '#src/stores/auth.ts';
import { $signInPanel, closeSignIn } from '#src/stores/ui.ts';
import { canRequestOtp, canSubmitLoginOtp, canSubmitSignupOtp, withPrefix } from './signInRules';
import './signin.css';

/** Width and slide duration of the drawer (the spec's constants). */
export const signInDrawer = { width: 520, durationMs: 900 } as const;

/** The drawer; open while `$signInPanel` names a view. */
export default function SignInDrawer() {
  const view = useStore($signInPanel);
  const otp = useStore($otp);
  const login = useStore($login);
  const signup = useStore($signup);
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [referral, setReferral] = useState('');
  const [showReferral, setShowReferral] = useState(false);
  const [code, setCode] = useState('');
  const isSignup = view === 'signup';
  const otpStep = Boolean(otp.data?.otpSent);
  const busy = otp.isLoading || login.isLoading || signup.isLoading;

  function switchTo(next: 'login' | 'signup') {
    setCode('');
    switchSignInView(next);
  }

  async function onRequest(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canRequestOtp(phone) || busy) return;
    if (isSignup && !(name.trim() && email.trim())) return;
    await requestOtp(withPrefix(phone));
  }

  async function onVerify(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
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
      label={isSignup ? 'Sign up' : 'Login'}
    >
      <div className="signin">
        <div className="signin-head">
          <div>
            <h2>{isSignup ? 'Sign up' : 'Login'}</h2>
            <p>
              or{' '}
              <button type="button" className="signin-switch" onClick={() => switchTo(isSignup ? 'login' : 'signup')}>
                {isSignup ? 'login to your account' : 'create an account'}
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

        {!otpStep ? (
          <form onSubmit={onRequest} noValidate>
            <label className="field">
              <span>Phone number</span>
              <span className="phone-input">
                <span className="prefix" aria-hidden="true">
                  +91
                </span>
                <input
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
                  <span>Name</span>
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
                  <span>Email</span>
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
                    <span>Referral Code</span>
                    <input type="text" maxLength={20} value={referral} onChange={(e) => setReferral(e.target.value)} />
                  </label>
                ) : (
                  <button type="button" className="signin-switch referral" onClick={() => setShowReferral(true)}>
                    Have a referral code?
                  </button>
                )}
              </>
            )}
            <button type="submit" className="btn signin-submit" disabled={busy} aria-busy={busy}>
              {isSignup ? 'Continue' : 'Login'}
            </button>
          </form>
        ) : (
          <form onSubmit={onVerify} noValidate>
            <h3 className="otp-title">Enter OTP</h3>
            <p className="otp-note">We've sent an OTP to your phone number.</p>
            <label className="field">
              <span>One-time password</span>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                required
                // biome-ignore lint/a11y/noAutofocus: the code field replaces the phone form the diner just sent; focus follows
                autoFocus
              />
            </label>
            <button type="submit" className="btn signin-submit" disabled={busy} aria-busy={busy}>
              {isSignup ? 'Verify and sign up' : 'Verify OTP'}
            </button>
          </form>
        )}

        <p className="signin-legal">
          By {isSignup ? 'creating an account' : 'clicking on Login'}, I accept the{' '}
          <a href="/terms-and-conditions">Terms &amp; Conditions</a> &amp; <a href="/privacy-policy">Privacy Policy</a>
        </p>
      </div>
    </Drawer>
  );
}
