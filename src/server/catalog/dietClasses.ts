/**
 * Diet classes in the generated catalog: a dish's, from its entry in data/dishes.json, and the
 * lightest on each restaurant's menu, which the veg-only mode filters restaurants by. The latter
 * is a column made once per catalog on first use from the dish table alone (no menu is built):
 * one pass over every restaurant's dish list, a byte per restaurant.
 */
import type { VegClass } from '#src/lib/catalogTypes.ts';
import type { DishDef } from './catalogSchemas.ts';
import type { CatalogData } from './generator.ts';

/** The diet classes, lightest first. */
const vegClasses: readonly VegClass[] = ['VEG', 'EGG', 'NONVEG'];

/** A dish's diet class: veg, egg (egg but no meat or fish) or non-veg. */
export function dishVegClass(def: Pick<DishDef, 'veg' | 'egg'>): VegClass {
  return def.veg ? 'VEG' : def.egg ? 'EGG' : 'NONVEG';
}

const columns = new WeakMap<CatalogData, Uint8Array>();

function lightestColumn(data: CatalogData): Uint8Array {
  const column = new Uint8Array(data.count);
  const rank = data.inputs.dishes.map((def) => vegClasses.indexOf(dishVegClass(def)));
  for (let r = 0; r < data.count; r++) {
    let lightest = 2;
    for (let k = data.dishStart[r] ?? 0; k < (data.dishStart[r + 1] ?? 0) && lightest > 0; k++)
      lightest = Math.min(lightest, rank[data.dishList[k] ?? 0] ?? 2);
    column[r] = lightest;
  }
  return column;
}

/** The lightest diet class on restaurant `r`'s menu: veg when it has a veg dish, else egg when it has one, else non-veg. */
export function lightestVegOf(data: CatalogData, r: number): VegClass {
  let column = columns.get(data);
  if (!column) {
    column = lightestColumn(data);
    columns.set(data, column);
  }
  return vegClasses[column[r] ?? 2] ?? 'NONVEG';
}
