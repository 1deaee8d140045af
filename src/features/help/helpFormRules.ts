/**
 * The help form's rules: what it asks, what a draft must hold before it is sent, and how a request
 * and its answer read on the order page.
 */
import { dishReasons, type HelpInput, type HelpReason, type HelpRequestView, helpLimits } from '#src/lib/helpTypes.ts';
import { liveTexts } from '#src/lib/liveTexts.ts';
import { rupees } from '#src/lib/money.ts';
import type { OrderLine } from '#src/lib/orderTypes.ts';
import type { PhotoSlot } from '../reviews/ratingFormRules';
import { helpMessages } from './messages/en.ts';

/** The form's questions and words (worded in the current language when read). */
export const helpFormTexts = liveTexts(helpMessages, {
  photos: (t) => t.photos({ max: helpLimits.photosMax }),
  tooLong: (t) => t.tooLong({ max: helpLimits.wordsMax }),
});

/** What the diner has chosen so far: a reason, units per dish (0: not chosen), words and photos. */
export interface HelpDraft {
  reason: HelpReason | null;
  units: Record<string, number>;
  words: string;
  photos: PhotoSlot[];
}

/** A draft's first problem, naming the field it belongs to. */
export interface HelpProblem {
  field: 'reason' | 'dishes' | 'words' | 'photos';
  message: string;
}

/** An empty draft. */
export const emptyHelpDraft = (): HelpDraft => ({ reason: null, units: {}, words: '', photos: [] });

/** The dishes of an order, each once, with every unit ordered (a dish on several lines counts them all). */
export function orderedDishes(lines: readonly OrderLine[]): { dishId: string; name: string; quantity: number }[] {
  const dishes = new Map<string, { dishId: string; name: string; quantity: number }>();
  for (const line of lines) {
    const held = dishes.get(line.dishId);
    if (held) held.quantity += line.quantity;
    else dishes.set(line.dishId, { dishId: line.dishId, name: line.name, quantity: line.quantity });
  }
  return [...dishes.values()];
}

/** What is wrong with a draft before it is sent, or null. */
export function helpDraftProblem(draft: HelpDraft): HelpProblem | null {
  if (!draft.reason) return { field: 'reason', message: helpFormTexts.chooseReason };
  if (dishReasons.has(draft.reason) && !Object.values(draft.units).some((n) => n > 0))
    return { field: 'dishes', message: helpFormTexts.chooseDishes };
  if (draft.words.trim().length > helpLimits.wordsMax) return { field: 'words', message: helpFormTexts.tooLong };
  if (draft.photos.some((slot) => !slot.photo)) return { field: 'photos', message: helpFormTexts.photosWaiting };
  return null;
}

/** The body a checked draft sends. */
export function helpInputOf(draft: HelpDraft & { reason: HelpReason }): HelpInput {
  const aboutDishes = dishReasons.has(draft.reason);
  return {
    reason: draft.reason,
    dishes: aboutDishes
      ? Object.entries(draft.units)
          .filter(([, quantity]) => quantity > 0)
          .map(([dishId, quantity]) => ({ dishId, quantity }))
      : [],
    words: draft.words.trim(),
    photoIds: draft.photos.flatMap((slot) => (slot.photo ? [slot.photo.id] : [])),
  };
}

/** A request's state in a few words: "Refunded ₹249", "Answered", "Waiting for our team". */
export function helpStateText(request: HelpRequestView): string {
  if (request.status === 'refunded') return helpFormTexts.refunded({ amount: rupees(request.refund) });
  return request.status === 'declined' ? helpFormTexts.answered : helpFormTexts.waiting;
}

/** The dishes a request is about, as a line: "1 × Paneer Tikka, 2 × Butter Naan". */
export function helpDishesText(request: HelpRequestView): string {
  return request.dishes.map((dish) => helpFormTexts.dishLine({ quantity: dish.quantity, name: dish.name })).join(', ');
}
