/** The shared dialogs' and drawers' texts in English (the spec's words); the other languages beside this file. */
import { defineMessages } from '#src/i18n/define.ts';

/** Words of the shared interface parts: closing a dialog or drawer, a form being sent. */
export const uiMessages = defineMessages('ui', {
  close: 'Close',
  sending: 'Sending…',
});
