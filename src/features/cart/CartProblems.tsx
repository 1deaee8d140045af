/**
 * What stands in the way of ordering the cart now (the server's `problems`), each with what can be
 * done: take off a dish sold out or not served now, add more to reach the minimum, or order ahead.
 */
import { useState } from 'react';
import type { CartProblem } from '#src/lib/cartTypes.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { removeLine } from '#src/stores/cart.ts';
import { availabilityMessages } from '../availability/messages/en.ts';
import { problemAction } from '../availability/availabilityRules';
import { cartMessages } from './messages/en.ts';

interface Props {
  problems: CartProblem[] | undefined;
  /** The restaurant's menu, where more dishes are added. */
  menuHref: string | undefined;
  /** At checkout, "Order ahead" goes to the delivery time there instead of to checkout. */
  onOrderAhead?: (() => void) | undefined;
  /** The heading's level under the page's (the cart page: 2; a section of checkout: 3). */
  level?: 2 | 3;
}

/** The list of problems; nothing when there are none. */
export function CartProblems({ problems, menuHref, onOrderAhead, level = 2 }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const Heading = level === 2 ? 'h2' : 'h3';
  const t = useMessages(cartMessages);
  const ta = useMessages(availabilityMessages);
  if (!problems?.length) return null;
  return (
    <section id="cart-problems" className="cart-problems" aria-labelledby="cart-problems-title" tabIndex={-1}>
      <Heading id="cart-problems-title">{t.beforeYouOrder}</Heading>
      <ul>
        {problems.map((problem) => {
          const action = problemAction(problem, menuHref, ta);
          return (
            <li key={`${problem.kind}-${problem.lineId ?? ''}`}>
              <span>{problem.message}</span>
              {action?.kind === 'removeLine' && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-busy={busy === action.lineId}
                  onClick={async () => {
                    setBusy(action.lineId);
                    await removeLine(action.lineId);
                    setBusy(null);
                  }}
                >
                  {action.label}
                </button>
              )}
              {action?.kind === 'addMore' && (
                <a className="btn btn-ghost" href={action.href}>
                  {action.label}
                </a>
              )}
              {action?.kind === 'orderAhead' &&
                (onOrderAhead ? (
                  <button type="button" className="btn btn-ghost" onClick={onOrderAhead}>
                    {t.chooseDeliveryTime}
                  </button>
                ) : (
                  <a className="btn btn-ghost" href={action.href}>
                    {action.label}
                  </a>
                ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
