/** The profile page: name and email (saved through the identity service), the phone number, saved addresses and the devices signed in. */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
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
import { TextField } from '#src/components/ui/TextField.tsx';
import { useFocusFirstError } from '#src/components/ui/useFocusFirstError.ts';
import type { SavedArea } from '#src/lib/savedAddress.ts';
import { SignInPrompt } from '../auth/SignInPrompt';
import { AddressBook } from '../addresses/AddressBook';
import { signedInAt, type ProfileFields } from '#src/lib/profileRules.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { LanguageChoice } from './LanguageChoice';
import { profileMessages } from './messages/en.ts';

interface Props {
  /** The signed-in diner's profile; null for a visitor, who is asked to sign in. */
  initial: (ProfileFields & { phone: string }) | null;
  /** The area chosen on /locate, where a new address goes. */
  area: SavedArea | null;
}

/** The profile, or the sign-in prompt. */
export default function ProfileView({ initial, area }: Props) {
  const t = useMessages(profileMessages);
  return initial ? (
    <Profile initial={initial} area={area} />
  ) : (
    <SignInPrompt returnTo="/profile" text={t.signInPrompt} />
  );
}

/** The form and the devices list. */
function Profile({ initial, area }: { initial: ProfileFields & { phone: string }; area: SavedArea | null }) {
  const form = useStore($profileForm);
  const devices = useStore($devices);
  const [fields, setFields] = useState<ProfileFields>({ name: initial.name, email: initial.email });
  const formRef = useRef<HTMLFormElement>(null);
  const t = useMessages(profileMessages);
  useEffect(() => void loadDevices(), []);
  useFocusFirstError(formRef, form.errors);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void saveProfile(fields);
  };
  const others = devices.list.filter((d) => !d.current);

  return (
    <div className="profile">
      <h1>{t.title}</h1>
      <form ref={formRef} className="profile-form" onSubmit={submit} noValidate>
        <TextField
          id="profile-name"
          label={t.name}
          name="name"
          autoComplete="name"
          value={fields.name}
          maxLength={accountLimits.name}
          error={form.errors.name}
          onChange={(e) => setFields({ ...fields, name: e.target.value })}
        />
        <TextField
          id="profile-email"
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          value={fields.email}
          maxLength={accountLimits.email}
          error={form.errors.email}
          onChange={(e) => setFields({ ...fields, email: e.target.value })}
        />
        <TextField id="profile-phone" label={t.phone} value={initial.phone} readOnly note={t.phoneNote} />
        <button type="submit" className="btn" disabled={form.saving} aria-busy={form.saving}>
          {form.saving ? t.saving : t.save}
        </button>
        <p className="profile-message" role="status">
          {form.message}
        </p>
      </form>

      <AddressBook area={area} />

      <LanguageChoice />

      <section className="devices" aria-labelledby="devices-title">
        <h2 id="devices-title">{t.devices}</h2>
        {devices.error && <p role="alert">{devices.error}</p>}
        {devices.loading && devices.list.length === 0 && <p>{t.loadingDevices}</p>}
        <ul className="device-list">
          {devices.list.map((d) => (
            <li key={d.id} className="device" data-testid="device">
              <span>
                <strong>{d.label}</strong>
                {d.current && <span className="device-current"> · {t.thisDevice}</span>}
                <span className="device-time">{t.signedIn({ time: signedInAt(d.createdAt) })}</span>
              </span>
              {!d.current && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={devices.busy !== null}
                  onClick={() => void logoutDevice(d.id)}
                  aria-label={t.logOutDevice({ device: d.label, time: signedInAt(d.createdAt) })}
                >
                  {t.logOut}
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
            {t.logOutOthers}
          </button>
        )}
      </section>
    </div>
  );
}
