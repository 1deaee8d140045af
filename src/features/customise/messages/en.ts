/** The customisation sheet's texts in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** The sheet, its groups' rules (src/lib/dishChoices.ts) and why an add stops. */
export const customiseMessages = defineMessages('customise', {
  close: 'Close',
  required: 'Required',
  soldOut: 'Sold out',
  groupFull: params('{rule}: uncheck one to choose another.'),
  addItem: params('Add item · {price}'),
  repeatQuestion: 'Add one more as you had it last time, or choose again?',
  illChoose: "I'll choose",
  repeatLastWith: params('Repeat last ({choices})'),
  repeatLast: 'Repeat last',
  several: params(
    '{dish} is in your cart with {count} different customisations. Choose which one to remove in your cart.',
  ),
  goToCart: 'Go to cart',
  loadFailed: 'Could not open the choices for this dish. Check your connection and try again.',
  chooseExactly: params('Choose {count} {group}'),
  upTo: params('Up to {count} {group}'),
  chooseRange: params('Choose {min} to {max} {group}'),
  choiceSoldOut: params('{choice} is sold out'),
});
