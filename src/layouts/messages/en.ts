/** The page shell's and header's texts in English (the spec's words); other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** The header, the skip link and the language switcher. */
export const headerMessages = defineMessages('header', {
  home: params('{site} home'),
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  search: 'Search',
  offers: 'Offers',
  new: 'NEW',
  help: 'Help',
  cart: 'Cart',
  deliveryAddress: 'Delivery address: ',
  setLocation: 'Set delivery location',
  language: 'Language',
  languageOffer: params('Read {site} in {language}?'),
  languageOfferYes: 'Switch',
  languageOfferNo: 'No, thanks',
});
