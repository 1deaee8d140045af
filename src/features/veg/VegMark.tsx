/** The Indian diet mark of a dish or choice: green square with a dot (veg), amber with an egg (egg), brown with a triangle (non-veg). */
import type { VegClass } from '#src/lib/catalogTypes.ts';

/** What a screen reader says for each class. */
export const vegClassLabel: Record<VegClass, string> = { VEG: 'Veg', EGG: 'Contains egg', NONVEG: 'Non-veg' };

const markClass: Record<VegClass, string> = { VEG: 'is-veg', EGG: 'is-egg', NONVEG: 'is-nonveg' };

/** The mark, announced as its label. */
export function VegMark({ veg, className = '' }: { veg: VegClass; className?: string }) {
  return (
    <span className={`veg-mark ${markClass[veg]} ${className}`.trim()} role="img" aria-label={vegClassLabel[veg]} />
  );
}
