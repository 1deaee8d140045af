/**
 * Help with an order: the reasons a diner may give, the limits that stop abuse, the texts they
 * read, and the shapes of `POST /api/orders/{id}/help` and of a request as the order shows it.
 * Amounts are paise.
 */
import { liveTexts } from './liveTexts.ts';
import { helpAnswerMessages, helpReasonMessages } from './messages/en.ts';

/** Why a diner asks for help, with the words the form shows (worded when read). */
export const helpReasons = liveTexts(helpReasonMessages);

/** One reason for help. */
export type HelpReason = keyof typeof helpReasons;

/** Reasons that concern particular dishes (the form asks which). */
export const dishReasons: ReadonlySet<HelpReason> = new Set(['missing_item', 'wrong_item', 'damaged']);

/** Reasons the rules may refund at once (the others always wait for an operator). */
export const refundableAtOnce: ReadonlySet<HelpReason> = new Set(['missing_item', 'damaged']);

/** The limits of help requests. */
export const helpLimits = {
  /** Characters of the diner's words. */
  wordsMax: 300,
  /** Photos per request. */
  photosMax: 2,
  /** Requests a diner may make in `windowDays` (every reason, every order); the next is refused. */
  requestsPerWindow: 6,
  /** Other requests in `windowDays` under which the rules may refund at once. */
  autoClaimsUnder: 2,
  /** The largest value of dishes the rules refund at once (₹300). */
  autoRefundMax: 30_000,
  /** Refunds a diner may receive for help in `windowDays`, by rules and operators together (₹3,000). */
  refundPerWindowMax: 300_000,
  /** Days the counts above look back. */
  windowDays: 30,
  /** Days after delivery a diner may still ask for help with an order. */
  askDays: 7,
} as const;

/** A request's state: waiting for an operator, refunded, or answered without a refund. */
export type HelpStatus = 'open' | 'refunded' | 'declined';

/** A dish a request concerns, as ordered. */
export interface HelpDish {
  dishId: string;
  name: string;
  quantity: number;
  /** What those units cost as ordered, in paise. */
  value: number;
}

/** A help request as the order page shows it. */
export interface HelpRequestView {
  id: string;
  reason: HelpReason;
  dishes: HelpDish[];
  words: string;
  /** How many photos the diner attached (they are seen by our team only). */
  photos: number;
  status: HelpStatus;
  /** The amount refunded to the diner's payment (0 unless refunded). */
  refund: number;
  /** What the diner reads: the decision, or while it waits, that our team will answer. */
  answer: string;
  createdAt: string;
  decidedAt: string | null;
}

/** The help side of an order: its requests, newest first, and which reasons may still be asked. */
export interface OrderHelp {
  requests: HelpRequestView[];
  /** Reasons the diner may ask about now (none open already, and the order at a stage where it applies). */
  reasons: HelpReason[];
}

/** Body of `POST /api/orders/{id}/help`. */
export interface HelpInput {
  reason: HelpReason;
  /** The dishes it concerns, each once, with how many of it (for a reason about dishes). */
  dishes: { dishId: string; quantity: number }[];
  words: string;
  /** Photos uploaded first through `POST /api/reviews/photos`. */
  photoIds: string[];
}

/** Answer of `POST /api/orders/{id}/help`: the request as decided, and the order's help now. */
export interface HelpAnswer {
  request: HelpRequestView;
  help: OrderHelp;
}

/** What a diner reads of the rules' and the server's refusals and answers (worded when read). */
export const helpTexts = liveTexts(helpAnswerMessages, { tooLate: (t) => t.tooLate({ days: helpLimits.askDays }) });
