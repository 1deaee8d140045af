/**
 * A dish's add control where dishes are listed (the menu, search): ADD, or "Sold out" in its place,
 * or ADD that first asks about ordering ahead with why under it ("Closed · opens at 6 pm").
 */
import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Dish } from '#src/lib/catalogTypes.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { $aheadRestaurants } from '#src/stores/orderAhead.ts';
import { AddControl } from '../cart/AddControl';
import { addState, aheadQuestion, type ShownState } from './availabilityRules';
import { availabilityMessages } from './messages/en.ts';

interface Props {
  dish: Dish;
  restaurantId: string;
  restaurantName: string;
  state: ShownState;
  /** The dish's stock as last heard live (undefined: nothing heard). */
  live?: boolean | undefined;
  mode?: 'menu' | 'search';
  /** The class of the box around the control (it sits on the dish's picture). */
  className: string;
}

/** The control, and the words of why it is different. */
export function DishAdd({ dish, restaurantId, restaurantName, state, live, mode = 'menu', className }: Props) {
  const ahead = useStore($aheadRestaurants).has(restaurantId);
  const t = useMessages(availabilityMessages);
  const add = addState(dish, live, state, ahead, t);
  const noteId = useId();
  const soldOut = useRef<HTMLSpanElement>(null);
  const kind = add.kind;
  const was = useRef(kind);
  // A dish that sold out under the diner's finger (live): its ADD goes, and focus stays on the words in its place.
  useEffect(() => {
    if (was.current !== 'soldOut' && kind === 'soldOut' && document.activeElement === document.body)
      soldOut.current?.focus();
    was.current = kind;
  }, [kind]);
  return (
    <>
      <div className={className}>
        {add.kind === 'soldOut' ? (
          <span ref={soldOut} className="dish-unavailable" tabIndex={-1}>
            {add.note}
          </span>
        ) : (
          <AddControl
            dish={{ ...dish }}
            restaurantId={restaurantId}
            mode={mode}
            askAhead={
              add.kind === 'askAhead' ? aheadQuestion(restaurantName, dish.name, add.note, state.open, t) : undefined
            }
            describedBy={add.note ? noteId : undefined}
          />
        )}
      </div>
      {add.kind !== 'soldOut' && add.note && (
        <span id={noteId} className="dish-when">
          {add.note}
        </span>
      )}
    </>
  );
}
