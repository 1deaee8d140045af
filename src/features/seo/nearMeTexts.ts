/**
 * The sentences of the near-me box on SEO pages. `what` is written as it reads inside a sentence
 * ("restaurants", "Andhra restaurants"): a cuisine keeps its name's capital, so nothing here
 * changes its case. The words are the listing's (`useMessages(listingMessages)`); English when none are given.
 */
import { listingMessages } from '#src/features/listing/messages/en.ts';
import { translate } from '#src/i18n/define.ts';

type Words = (typeof listingMessages)['base'];
const english = translate(listingMessages, 'en');

/** "Set your delivery location to see Andhra restaurants that deliver to you." */
export function nearMePrompt(what: string, t: Words = english): string {
  return t.nearMePrompt({ what });
}

/** "No Andhra restaurants deliver to this address yet." */
export function nearMeNone(what: string, t: Words = english): string {
  return t.nearMeNone({ what });
}
