/** Help with an order: texts in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** The help form and the order page's help section. */
export const helpMessages = defineMessages('help', {
  title: 'Help with your order',
  reason: 'What went wrong?',
  dishes: 'Which dishes?',
  howMany: 'How many',
  words: 'Tell us more (optional)',
  photos: params<{ max: number }>('Add photos (up to {max})'),
  submit: 'Send',
  chooseReason: 'Please choose what went wrong.',
  chooseDishes: 'Please choose the dishes this is about.',
  photosWaiting: 'Please wait until your photos are added, or remove the ones that could not be.',
  tooLong: params<{ max: number }>('Please keep it under {max} characters.'),
  refunded: params<{ amount: string }>('Refunded {amount}'),
  answered: 'Answered',
  waiting: 'Waiting for our team',
  dishLine: params<{ quantity: number; name: string }>('{quantity} × {name}'),
  orderFrom: params<{ number: string; restaurant: string }>('Order #{number} from {restaurant}'),
  cancelled: 'This order was cancelled. Any online payment is refunded in full.',
  teamLooking: 'Our team is looking at your request and will answer here.',
  notYet: 'You can ask for help here once your order is on its way.',
  loadFailed: 'Could not open the help form. Check your connection and try again.',
  section: 'Help',
  yourRequests: 'Your requests',
  getHelp: 'Get help',
});
