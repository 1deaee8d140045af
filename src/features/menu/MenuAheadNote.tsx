/** Above a closed restaurant's menu: it can be browsed, and ordering ahead is one press away. */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $aheadRestaurants, orderAheadFrom } from '#src/stores/orderAhead.ts';
import type { ShownState } from '../availability/availabilityRules';

interface Props {
  restaurantId: string;
  state: ShownState | undefined;
}

/** The note of a closed menu; nothing while the restaurant is open. */
export function MenuAheadNote({ restaurantId, state }: Props) {
  const ahead = useStore($aheadRestaurants).has(restaurantId);
  const said = useRef<HTMLParagraphElement>(null);
  const [chose, setChose] = useState(false);
  // The button goes once pressed: focus stays on the words that replaced it.
  useEffect(() => {
    if (chose && ahead) said.current?.focus();
  }, [chose, ahead]);
  if (!state || state.open) return null;
  return (
    <div className="menu-ahead">
      {ahead ? (
        <p ref={said} tabIndex={-1}>
          You are ordering ahead: add dishes, then choose a delivery time at checkout.
        </p>
      ) : (
        <>
          <p>{state.text ?? 'Closed'}. Browse the menu and order ahead for later.</p>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setChose(true);
              orderAheadFrom(restaurantId);
            }}
          >
            Order ahead
          </button>
        </>
      )}
    </div>
  );
}
