/**
 * The lines of a cart, each with its diet mark, its choices under the name, its stepper and its
 * total (the cart page and checkout). Two customisations of one dish are two lines, each with
 * its own + (one more with exactly those choices) and − (one fewer of that line).
 */
import { useState } from 'react';
import type { CartDocument } from '#src/lib/cartTypes.ts';
import { choicesText, lineName } from '#src/lib/dishChoices.ts';
import { rupees } from '#src/lib/money.ts';
import { removeFromCart, repeatLine } from '#src/stores/cart.ts';
import { VegMark } from '../veg/VegMark';
import { pressPlus } from './addControlRules';
import { Stepper } from './Stepper';

interface Props {
  /** The cart's lines. */
  documents: CartDocument[];
  /** The list's accessible name. */
  label: string;
}

/** One list item per line. */
export function CartLines({ documents, label }: Props) {
  return (
    <ul className="cart-lines" aria-label={label}>
      {documents.map((line) => {
        const choices = choicesText(line.choices ?? []);
        return (
          <li key={line.lineId} className="cart-line">
            <VegMark veg={line.vegClass} />
            <span className="cart-line-name">
              <span translate="no">{line.name}</span>
              {choices && <small className="cart-line-choices">{choices}</small>}
            </span>
            <LineStepper line={line} label={lineName(line.name, line.choices ?? [])} />
            <span className="cart-line-total">{rupees(line.price * line.quantity)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The stepper of one line: + repeats exactly this line, − takes one off it. */
function LineStepper({ line, label }: { line: CartDocument; label: string }) {
  const [busy, setBusy] = useState(false);
  async function run(task: () => Promise<boolean>) {
    if (busy) return;
    setBusy(true);
    await task();
    setBusy(false);
  }
  return (
    <Stepper
      label={label}
      count={line.quantity}
      busy={busy}
      onMinus={() => void run(() => removeFromCart(line.lineId))}
      onPlus={() => {
        if (pressPlus(line.quantity).call) void run(() => repeatLine(line));
      }}
    />
  );
}
