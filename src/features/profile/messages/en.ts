/** The profile page's texts in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** The profile page: its form, the devices signed in and the language. */
export const profileMessages = defineMessages('profile', {
  pageTitle: 'Your profile',
  pageDescription: 'Your name, email and phone number, your saved addresses, and the devices where you are signed in.',
  signInPrompt: 'Sign in to see your profile.',
  title: 'Your profile',
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  phoneNote: 'You sign in with this number; it cannot be changed here.',
  saving: 'Saving…',
  save: 'Save',
  devices: 'Devices signed in',
  loadingDevices: 'Loading your devices…',
  thisDevice: 'This device',
  signedIn: params<{ time: string }>('Signed in {time}'),
  logOutDevice: params<{ device: string; time: string }>('Log out {device}, signed in {time}'),
  logOut: 'Log out',
  logOutOthers: 'Log out of all other devices',
  language: 'Language',
  languageNote: 'Your choice is saved to your account, and pages on this device open in it.',
});
