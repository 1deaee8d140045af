/** The sign-in drawer's OTP step: where the code went, the code field, Verify, Change number and Resend OTP. */
import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { $otpResend, $otpSentAt, resendOtp } from '#src/stores/auth.ts';
import { authMessages } from './messages/en.ts';
import { secondsUntilResend, shownPhone, withPrefix } from './signInRules';

interface Props {
  /** The number as the diner typed it (without +91). */
  phone: string;
  isSignup: boolean;
  /** A code check or sign-in is on its way. */
  busy: boolean;
  /** Verifies `code` (the drawer knows the rest of the form). */
  onVerify: (code: string) => void;
  /** Goes back to the number step. */
  onChangeNumber: () => void;
}

/** Seconds left before the next code may be asked for, ticking down once a second. */
function useSecondsUntilResend(): number {
  const sentAt = useStore($otpSentAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (sentAt === null) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (secondsUntilResend(sentAt, tick) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return secondsUntilResend(sentAt, now);
}

/** The code form; Resend OTP waits 30 s after each code, and says in the drawer why one was refused. */
export function OtpStep({ phone, isSignup, busy, onVerify, onChangeNumber }: Props) {
  const [code, setCode] = useState('');
  const resend = useStore($otpResend);
  const wait = useSecondsUntilResend();
  const t = useMessages(authMessages);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onVerify(code);
  }

  return (
    <form onSubmit={submit} noValidate>
      <h3 className="otp-title">{t.enterOtp}</h3>
      <p className="otp-note" id="otp-note">
        {t.otpSentTo}
      </p>
      <p className="otp-number">
        <span id="otp-number">{shownPhone(phone)}</span>
        <button type="button" className="signin-switch" onClick={onChangeNumber}>
          {t.changeNumber}
        </button>
      </p>
      <label className="field">
        <span>{t.otpLabel}</span>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-describedby="otp-note otp-number"
          required
          // biome-ignore lint/a11y/noAutofocus: the code field replaces the phone form the diner just sent; focus follows
          autoFocus
        />
      </label>
      <button type="submit" className="btn signin-submit" disabled={busy} aria-busy={busy}>
        {isSignup ? t.verifySignUp : t.verifyOtp}
      </button>
      <p className="otp-resend">
        {t.didntGetIt}{' '}
        <button
          type="button"
          className="signin-switch"
          disabled={wait > 0 || resend.sending}
          aria-busy={resend.sending}
          onClick={() => void resendOtp(withPrefix(phone))}
        >
          {wait > 0 ? t.resendIn({ seconds: wait }) : t.resend}
        </button>
      </p>
      {resend.error && (
        <p className="form-error" role="alert">
          {resend.error}
        </p>
      )}
    </form>
  );
}
