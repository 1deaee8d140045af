/**
 * The sentences of the near-me box on SEO pages. `what` is written as it reads inside a sentence
 * ("restaurants", "Andhra restaurants"): a cuisine keeps its name's capital, so nothing here
 * changes its case.
 */

/** "Set your delivery location to see Andhra restaurants that deliver to you." */
export function nearMePrompt(what: string): string {
  return `Set your delivery location to see ${what} that deliver to you.`;
}

/** "No Andhra restaurants deliver to this address yet." */
export function nearMeNone(what: string): string {
  return `No ${what} deliver to this address yet.`;
}
