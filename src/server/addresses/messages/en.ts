/** What the address endpoints tell a diner, in English (the spec's words); the other languages beside this file. */
import { defineMessages } from '#src/i18n/define.ts';

/** The address endpoints' refusal of a visitor. */
export const addressServerMessages = defineMessages('server.addresses', {
  signIn: 'Sign in to see your addresses',
});
