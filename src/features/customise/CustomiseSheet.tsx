/**
 * The customisation sheet, a native modal `<dialog>` (a bottom sheet on a phone, a centred panel
 * on a wide screen): the dish's groups to choose from with the price as chosen, the question
 * "Repeat last" or "I'll choose", or where to remove one of a dish's several lines. Loaded only
 * when first wanted (`sheetLoader.ts`).
 */
import { useEffect, useMemo, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useModalDialog } from '#src/components/ui/useModalDialog.ts';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import type { Dish } from '#src/lib/catalogTypes.ts';
import { choiceGroups, choicesText, defaultChoiceIds } from '#src/lib/dishChoices.ts';
import { priceOf, rupees } from '#src/lib/money.ts';
import {
  $customising,
  addChosen,
  chooseAfresh,
  closeCustomise,
  repeatLast,
  type Customising,
} from '#src/stores/customise.ts';
import { $liveStock } from '#src/stores/menuStock.ts';
import { $vegMode } from '#src/stores/vegMode.ts';
import { VegMark } from '../veg/VegMark';
import { ChoiceFieldset } from './ChoiceFieldset';
import { firstProblem, lineTotal, togglePick, visibleGroups, withLiveStock } from './customiseRules';
import { customiseMessages } from './messages/en.ts';

const titleId = 'customise-title';
const aboutId = 'customise-about';

/** The dialog, open while the customise store names a dish; Escape, the close button and the backdrop close it. */
export default function CustomiseSheet() {
  const request = useStore($customising);
  const box = useRef<HTMLDialogElement>(null);
  useModalDialog(box, request !== null, closeCustomise);
  return (
    <dialog
      ref={box}
      className="customise-sheet"
      aria-labelledby={titleId}
      aria-describedby={request && request.view !== 'choose' ? aboutId : undefined}
    >
      {request && <SheetContent key={request.opening} request={request} />}
    </dialog>
  );
}

function SheetContent({ request }: { request: Customising }) {
  const { dish } = request;
  const t = useMessages(customiseMessages);
  return (
    <div className="customise-panel">
      <div className="customise-head">
        <VegMark veg={dish.itemAttribute.vegClassifier} />
        <h2 id={titleId}>{dish.name}</h2>
        <button type="button" className="customise-close" onClick={closeCustomise} aria-label={t.close}>
          ✕
        </button>
      </div>
      {request.view === 'choose' ? (
        <ChooseView dish={dish} />
      ) : request.view === 'repeat' ? (
        <RepeatView request={request} />
      ) : (
        <SeveralView request={request} />
      )}
    </div>
  );
}

/** Focuses the view's `data-autofocus` element when it replaces another while the sheet is open. */
function useFocusOnSwap(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = root.current?.closest('dialog');
    if (dialog?.open && !dialog.contains(document.activeElement))
      root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [root]);
}

/** The groups in order, the total as chosen, and "Add item"; a press with a rule unmet focuses the group and says why. */
function ChooseView({ dish }: { dish: Dish }) {
  const mode = useStore($vegMode);
  // A choice that sells out while the sheet is open turns "Sold out" (the open menu hears it live).
  const live = useStore($liveStock);
  const groups = useMemo(() => withLiveStock(choiceGroups(dish), live), [dish, live]);
  const shown = useMemo(() => visibleGroups(groups, mode), [groups, mode]);
  const [picks, setPicks] = useState(() => defaultChoiceIds(shown));
  const [problem, setProblem] = useState<{ groupId: string; reason: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldsets = useRef(new Map<string, HTMLFieldSetElement>());
  const form = useRef<HTMLFormElement>(null);
  useFocusOnSwap(form);
  const veg = dish.itemAttribute.vegClassifier;
  const t = useMessages(customiseMessages);

  function change(groupId: string, optionId: string, on: boolean) {
    const next = togglePick(groups, picks, groupId, optionId, on);
    setPicks(next);
    // Once a reason shows, it follows the picks: gone when the rules are met, else the first group still wrong.
    if (problem) setProblem(firstProblem(groups, next, veg));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = firstProblem(groups, picks, veg);
    setProblem(found);
    if (found) {
      fieldsets.current.get(found.groupId)?.focus();
      return;
    }
    setBusy(true);
    await addChosen(picks);
    setBusy(false);
  }

  return (
    <form ref={form} className="customise-form" onSubmit={submit} noValidate>
      <div className="customise-body">
        {shown.map((group, i) => (
          <ChoiceFieldset
            key={group.id}
            group={group}
            picks={picks}
            problem={problem?.groupId === group.id ? problem.reason : null}
            onChange={change}
            first={i === 0}
            fieldsetRef={(element) => {
              if (element) fieldsets.current.set(group.id, element);
              else fieldsets.current.delete(group.id);
            }}
          />
        ))}
      </div>
      <div className="customise-foot">
        <button type="submit" className="btn customise-add" aria-busy={busy}>
          {t.addItem({ price: rupees(lineTotal(priceOf(dish) ?? 0, groups, picks)) })}
        </button>
      </div>
    </form>
  );
}

/** "Repeat last (Half, Extra Raita)" adds one more of the dish's last line; "I'll choose" shows the groups. */
function RepeatView({ request }: { request: Customising }) {
  const [busy, setBusy] = useState(false);
  const text = choicesText(request.last?.choices ?? []);
  const t = useMessages(customiseMessages);
  async function repeat() {
    if (busy) return;
    setBusy(true);
    await repeatLast();
    setBusy(false);
  }
  return (
    <div className="customise-body customise-question">
      <p id={aboutId}>{t.repeatQuestion}</p>
      <div className="customise-actions">
        <button type="button" className="btn btn-ghost" onClick={chooseAfresh}>
          {t.illChoose}
        </button>
        <button type="button" className="btn" onClick={repeat} aria-busy={busy} data-autofocus="">
          {text ? t.repeatLastWith({ choices: text }) : t.repeatLast}
        </button>
      </div>
    </div>
  );
}

/** A dish on several lines: each has its own − in the cart, where the diner picks which to remove. */
function SeveralView({ request }: { request: Customising }) {
  const t = useMessages(customiseMessages);
  return (
    <div className="customise-body customise-question">
      <p id={aboutId}>{t.several({ dish: request.dish.name, count: request.lines })}</p>
      <div className="customise-actions">
        <button type="button" className="btn btn-ghost" onClick={closeCustomise}>
          {t.close}
        </button>
        <a className="btn" href={localHref('/cart')} data-autofocus="">
          {t.goToCart}
        </a>
      </div>
    </div>
  );
}
