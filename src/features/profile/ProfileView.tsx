/** The profile page: name and email (saved through the identity service), the phone number, and the devices signed in. */
import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  $devices,
  $profileForm,
  loadDevices,
  logoutDevice,
  logoutOtherDevices,
  saveProfile,
} from '#src/stores/profile.ts';
import { accountLimits } from '#src/lib/accountTypes.ts';
import { SignInPrompt } from '../auth/SignInPrompt';
import { signedInAt, type ProfileFields } from './profileRules';

interface Props {
  /** The signed-in diner's profile; null for a visitor, who is asked to sign in. */
  initial: (ProfileFields & { phone: string }) | null;
}

/** The profile, or the sign-in prompt. */
export default function ProfileView({ initial }: Props) {
  return initial ? (
    <Profile initial={initial} />
  ) : (
    <SignInPrompt returnTo="/profile" text="Sign in to see your profile." />
  );
}

/** The form and the devices list. */
function Profile({ initial }: { initial: ProfileFields & { phone: string } }) {
  const form = useStore($profileForm);
  const devices = useStore($devices);
  const [fields, setFields] = useState<ProfileFields>({ name: initial.name, email: initial.email });
  useEffect(() => void loadDevices(), []);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void saveProfile(fields);
  };
  const others = devices.list.filter((d) => !d.current);

  return (
    <div className="profile">
      <h1>Your profile</h1>
      <form className="profile-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="profile-name">Name</label>
          <input
            id="profile-name"
            name="name"
            autoComplete="name"
            value={fields.name}
            maxLength={accountLimits.name * 2}
            aria-invalid={Boolean(form.errors.name)}
            aria-describedby={form.errors.name ? 'profile-name-error' : undefined}
            onChange={(e) => setFields({ ...fields, name: e.target.value })}
          />
          {form.errors.name && (
            <p id="profile-name-error" className="field-error">
              {form.errors.name}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="profile-email">Email</label>
          <input
            id="profile-email"
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            aria-invalid={Boolean(form.errors.email)}
            aria-describedby={form.errors.email ? 'profile-email-error' : undefined}
            onChange={(e) => setFields({ ...fields, email: e.target.value })}
          />
          {form.errors.email && (
            <p id="profile-email-error" className="field-error">
              {form.errors.email}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="profile-phone">Phone number</label>
          <input id="profile-phone" value={initial.phone} readOnly aria-describedby="profile-phone-note" />
          <p id="profile-phone-note" className="field-note">
            You sign in with this number; it cannot be changed here.
          </p>
        </div>
        <button type="submit" className="btn" disabled={form.saving} aria-busy={form.saving}>
          {form.saving ? 'Saving…' : 'Save'}
        </button>
        <p className="profile-message" role="status">
          {form.message}
        </p>
      </form>

      <section className="devices" aria-labelledby="devices-title">
        <h2 id="devices-title">Devices signed in</h2>
        {devices.error && <p role="alert">{devices.error}</p>}
        {devices.loading && devices.list.length === 0 && <p>Loading your devices…</p>}
        <ul className="device-list">
          {devices.list.map((d) => (
            <li key={d.id} className="device" data-testid="device">
              <span>
                <strong>{d.label}</strong>
                {d.current && <span className="device-current"> · This device</span>}
                <span className="device-time">Signed in {signedInAt(d.createdAt)}</span>
              </span>
              {!d.current && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={devices.busy !== null}
                  onClick={() => void logoutDevice(d.id)}
                  aria-label={`Log out ${d.label}, signed in ${signedInAt(d.createdAt)}`}
                >
                  Log out
                </button>
              )}
            </li>
          ))}
        </ul>
        {others.length > 0 && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={devices.busy !== null}
            onClick={() => void logoutOtherDevices()}
          >
            Log out of all other devices
          </button>
        )}
      </section>
    </div>
  );
}
