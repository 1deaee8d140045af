/**
 * The help form of an order in a native modal `<dialog>`: what went wrong (the reasons still open
 * to this order), the dishes it concerns with how many, a few words and up to two photos. Sent,
 * it closes and the order page shows the request with its answer (a refund at once, or our
 * team's answer later).
 */
import { useStore } from '@nanostores/react';
import { type ReactNode, type SubmitEvent, useRef, useState } from 'react';
import { DialogHead, FormFooter, useFieldProblem } from '#src/components/ui/FormDialogParts.tsx';
import { TextField } from '#src/components/ui/TextField.tsx';
import { notify } from '#src/components/ui/toasts.ts';
import { useModalDialog } from '#src/components/ui/useModalDialog.ts';
import { dinerMessage } from '#src/lib/dinerMessages.ts';
import { dishReasons, type HelpReason, helpLimits } from '#src/lib/helpTypes.ts';
import { helpReasonMessages } from '#src/lib/messages/en.ts';
import type { OrderView } from '#src/lib/orderTypes.ts';
import { $helpForm, askHelp, closeHelp } from '#src/stores/help.ts';
import { PhotoPicker } from '../reviews/PhotoPicker';
import type { PhotoSlot } from '../reviews/ratingFormRules';
import {
  emptyHelpDraft,
  type HelpDraft,
  type HelpProblem,
  helpDraftProblem,
  helpInputOf,
  orderedDishes,
} from './helpFormRules';
import { useMessages } from '#src/i18n/useMessages.ts';
import { helpMessages } from './messages/en.ts';
import '../reviews/reviews.css';
import './help.css';

const titleId = 'help-title';

/** The dialog, open while `$helpForm` names this order; Escape, the close button and the backdrop close it. */
export default function HelpDialog({ order }: { order: OrderView }) {
  const form = useStore($helpForm);
  const open = form?.orderId === order.id;
  const box = useRef<HTMLDialogElement>(null);
  const t = useMessages(helpMessages);
  useModalDialog(box, open, closeHelp);
  return (
    <dialog ref={box} className="modal-dialog rating-dialog" aria-labelledby={titleId}>
      {open && (
        <div className="modal rating-modal">
          <DialogHead titleId={titleId} title={t.title} onClose={closeHelp} />
          <p className="rating-about">{t.orderFrom({ number: order.number, restaurant: order.restaurant.name })}</p>
          <HelpForm key={form?.opening} order={order} />
        </div>
      )}
    </dialog>
  );
}

const problemSelector: Record<HelpProblem['field'], string> = {
  reason: '#help-reasons',
  dishes: '#help-dishes',
  words: '#help-words',
  photos: '#help-photos',
};

function HelpForm({ order }: { order: OrderView }) {
  const [draft, setDraft] = useState<HelpDraft>(emptyHelpDraft);
  const [photos, setPhotos] = useState<PhotoSlot[]>([]);
  const { setProblem, errorOf, form } = useFieldProblem<HelpProblem['field']>(problemSelector);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useMessages(helpMessages);
  const change = (next: Partial<HelpDraft>) => {
    setDraft((held) => ({ ...held, ...next }));
    setProblem(null);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const full = { ...draft, photos };
    const found = helpDraftProblem(full);
    setProblem(found);
    setFailure(null);
    if (found || !full.reason) return;
    setBusy(true);
    try {
      const answer = await askHelp(order.id, helpInputOf({ ...full, reason: full.reason }));
      notify.success(answer.request.answer);
      closeHelp();
    } catch (error) {
      setFailure(dinerMessage(error));
      setBusy(false);
    }
  };

  const reasons = order.help?.reasons ?? [];
  return (
    <form ref={form} className="rating-form" noValidate onSubmit={(event) => void submit(event)}>
      <ReasonField
        reasons={reasons}
        value={draft.reason}
        error={errorOf('reason')}
        onChange={(reason) => change({ reason })}
      />
      {draft.reason && dishReasons.has(draft.reason) && (
        <DishesField
          order={order}
          units={draft.units}
          error={errorOf('dishes')}
          onChange={(units) => change({ units })}
        />
      )}
      <TextField
        id="help-words"
        label={t.words}
        multiline
        rows={3}
        maxLength={helpLimits.wordsMax}
        value={draft.words}
        error={errorOf('words') ?? undefined}
        onChange={(event) => change({ words: event.currentTarget.value })}
      />
      <PhotoPicker
        label={t.photos({ max: helpLimits.photosMax })}
        photos={photos}
        setPhotos={setPhotos}
        error={errorOf('photos')}
        max={helpLimits.photosMax}
        inputId="help-photos"
      />
      <FormFooter failure={failure} busy={busy} submitLabel={t.submit} />
    </form>
  );
}

/** A group of choices with its legend and its error, focused when the error shows. */
function ChoicesFieldset(props: { id: string; legend: string; error: string | null; children: ReactNode }) {
  const { id, legend, error, children } = props;
  return (
    <fieldset
      id={id}
      className="help-choices"
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ReasonField(props: {
  reasons: HelpReason[];
  value: HelpReason | null;
  error: string | null;
  onChange: (reason: HelpReason) => void;
}) {
  const { reasons, value, error, onChange } = props;
  const t = useMessages(helpMessages);
  const named = useMessages(helpReasonMessages);
  return (
    <ChoicesFieldset id="help-reasons" legend={t.reason} error={error}>
      {reasons.map((reason, i) => (
        <label key={reason} className="help-choice">
          <input
            type="radio"
            name="help-reason"
            value={reason}
            checked={value === reason}
            data-autofocus={i === 0 ? true : undefined}
            onChange={() => onChange(reason)}
          />
          {named[reason]}
        </label>
      ))}
    </ChoicesFieldset>
  );
}

function DishesField(props: {
  order: OrderView;
  units: Record<string, number>;
  error: string | null;
  onChange: (units: Record<string, number>) => void;
}) {
  const { order, units, error, onChange } = props;
  const t = useMessages(helpMessages);
  return (
    <ChoicesFieldset id="help-dishes" legend={t.dishes} error={error}>
      {orderedDishes(order.lines).map((dish) => {
        const chosen = units[dish.dishId] ?? 0;
        return (
          <div key={dish.dishId} className="help-dish">
            <label className="help-choice">
              <input
                type="checkbox"
                checked={chosen > 0}
                onChange={(event) => onChange({ ...units, [dish.dishId]: event.currentTarget.checked ? 1 : 0 })}
              />
              {dish.name}
            </label>
            {chosen > 0 && dish.quantity > 1 && (
              <label className="help-units">
                {t.howMany}
                <span className="visually-hidden"> {dish.name}</span>
                <select
                  value={chosen}
                  onChange={(event) => onChange({ ...units, [dish.dishId]: Number(event.currentTarget.value) })}
                >
                  {Array.from({ length: dish.quantity }, (_, n) => n + 1).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        );
      })}
    </ChoicesFieldset>
  );
}
