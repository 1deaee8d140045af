/** The Indian diet mark of a dish or choice: green square with a dot (veg), amber with an egg (egg), brown with a triangle (non-veg). */
import type { VegClass } from '#src/lib/catalogTypes.ts';
import { translate } from '#src/i18n/define.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { vegMessages } from './messages/en.ts';

/** What a screen reader says for each class, in the words given (`useMessages(vegMessages)`). */
export function vegClassLabels(t: (typeof vegMessages)['base']): Record<VegClass, string> {
  return { VEG: t.markVeg, EGG: t.markEgg, NONVEG: t.markNonVeg };
}

/** What a screen reader says for each class, in English; screens use `vegClassLabels`. */
export const vegClassLabel: Record<VegClass, string> = vegClassLabels(translate(vegMessages, 'en'));

const markClass: Record<VegClass, string> = { VEG: 'is-veg', EGG: 'is-egg', NONVEG: 'is-nonveg' };

/** The mark, announced as its label. */
export function VegMark({ veg, className = '' }: { veg: VegClass; className?: string }) {
  const labels = vegClassLabels(useMessages(vegMessages));
  return <span className={`veg-mark ${markClass[veg]} ${className}`.trim()} role="img" aria-label={labels[veg]} />;
}
