/** The diner's veg-only mode ("Veg" or "Veg + egg"), remembered in `localStorage.veg_mode` across pages and visits. */
import { persistentAtom } from '@nanostores/persistent';
import type { VegMode } from '../lib/dishChoices';

/** The browser key of the veg-only mode. */
export const vegModeKey = 'veg_mode';

const modes: readonly VegMode[] = ['all', 'veg', 'egg'];

/** The mode: 'all' shows everything, 'veg' veg only, 'egg' veg and egg. */
export const $vegMode = persistentAtom<VegMode>(vegModeKey, 'all', {
  encode: (mode) => mode,
  decode: (text) => (modes.includes(text as VegMode) ? (text as VegMode) : 'all'),
});

/** Sets the mode. */
export function setVegMode(mode: VegMode): void {
  $vegMode.set(mode);
}
