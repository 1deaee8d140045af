/** Wire shapes of a restaurant's availability and surge fee, which cards, menus, carts and bills carry. */

/** Why a surge fee applies: the operators' reasons (`surgeReasons`, src/lib/surgeFees.ts). */
export type SurgeReason = 'rain' | 'late-night' | 'high-demand';

/** The surge fee that applies: its reason, amount (paise), name ("Rain fee") and the rule it came from. */
export interface SurgeFee {
  reason: SurgeReason;
  amount: number;
  label: string;
  ruleId: string;
}

/**
 * Whether a restaurant is open at the moment of the answer (Swiggy's `availability`), with the
 * words a card shows (`openStateText`, src/lib/openingHours.ts). Times are IST, "2026-11-27 18:00:00".
 */
export interface RestaurantAvailability {
  opened: boolean;
  /** When an open restaurant closes. */
  nextCloseTime?: string;
  /** When a closed restaurant opens (absent: not within a week). */
  nextOpenTime?: string;
  /** "Open", "Closes in 20 min", "Closed · opens at 6 pm", "Opens tomorrow at 7 am". */
  text: string;
}
