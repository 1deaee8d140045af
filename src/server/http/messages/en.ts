/** What every /api endpoint may answer a diner, in English (the spec's words); the other languages beside this file. */
import { defineMessages } from '#src/i18n/define.ts';

/** An outage of the records, and a failure nobody expected. */
export const httpMessages = defineMessages('server.http', {
  outage: 'We cannot reach our records right now. Please try again in a minute.',
  serverError: 'Something went wrong. Please try again.',
});
