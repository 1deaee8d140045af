/** Above a closed restaurant's menu: it can be browsed, and ordering ahead is one press away. */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { $aheadRestaurants, orderAheadFrom } from '#src/stores/orderAhead.ts';
import { availabilityMessages } from '../availability/messages/en.ts';
import type { ShownState } from '../availability/availabilityRules';
import { menuMessages } from './messages/en.ts';

interface Props {
  restaurantId: string;
  state: ShownState | undefined;
}

/** The note of a closed menu; nothing while the restaurant is open. */
export function MenuAheadNote({ restaurantId, state }: Props) {
  const ahead = useStore($aheadRestaurants).has(restaurantId);
  const said = useRef<HTMLParagraphElement>(null);
  const [chose, setChose] = useState(false);
  const t = useMessages(menuMessages);
  const closed = useMessages(availabilityMessages).closed;
  // The button goes once pressed: focus stays on the words that replaced it.
  useEffect(() => {
    if (chose && ahead) said.current?.focus();
  }, [chose, ahead]);
  if (!state || state.open) return null;
  return (
    <div className="menu-ahead">
      {ahead ? (
        <p ref={said} tabIndex={-1}>
          {t.orderingAhead}
        </p>
      ) : (
        <>
          <p>{t.closedBrowse({ state: state.text ?? closed })}</p>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setChose(true);
              orderAheadFrom(restaurantId);
            }}
          >
            {t.orderAhead}
          </button>
        </>
      )}
    </div>
  );
}
