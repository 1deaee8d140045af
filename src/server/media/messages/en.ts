/** What a diner reads when a photo is refused, in English; the other languages beside this file. */
import { defineMessages } from '#src/i18n/define.ts';

/** A refused photo, by cause. */
export const photoMessages = defineMessages('server.media', {
  tooLarge: 'This photo is too large. Please choose a smaller one.',
  wrongType: 'Please choose a photo in JPEG, PNG or WebP format.',
  notPlain: 'This file is not a plain photo. Please choose another one.',
  tooManyPixels: 'This photo has too many pixels. Please choose a smaller one.',
  unreadable: 'We could not read this photo. Please choose another one.',
});
