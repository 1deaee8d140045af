/**
 * The rating form of a delivered order, in a native modal `<dialog>`: the food's and the
 * delivery's stars, a like or dislike per dish, a few words and up to three photos; an edit within
 * the edit window, and deleting (asked first). Loaded only when first opened (`RatingHost.tsx`).
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { DialogHead, FormFooter, useFieldProblem } from '#src/components/ui/FormDialogParts.tsx';
import { useStore } from '@nanostores/react';
import { notify } from '#src/components/ui/toasts.ts';
import { TextField } from '#src/components/ui/TextField.tsx';
import { useModalDialog } from '#src/components/ui/useModalDialog.ts';
import { dinerMessage } from '#src/lib/dinerMessages.ts';
import { starsText } from '#src/lib/reviewRules.ts';
import { reviewLimits, type OrderReviewView } from '#src/lib/reviewTypes.ts';
import { $orderReview, $rating, closeRating, deleteReview, reviewTexts, saveReview } from '#src/stores/reviews.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { PhotoPicker } from './PhotoPicker';
import { reviewsMessages } from './messages/en.ts';
import { DishVotes, StarsField } from './RatingFields';
import {
  canEdit,
  charactersText,
  draftOf,
  draftProblem,
  reviewInputOf,
  toggleVote,
  type DraftProblem,
  type PhotoSlot,
} from './ratingFormRules';
import './reviews.css';

const titleId = 'rating-title';

/** The dialog, open while `$rating` names an order; Escape, the close button and the backdrop close it. */
export default function RatingDialog() {
  const rating = useStore($rating);
  const box = useRef<HTMLDialogElement>(null);
  useModalDialog(box, rating !== null, closeRating);
  return (
    <dialog ref={box} className="modal-dialog rating-dialog" aria-labelledby={titleId}>
      {rating && <RatingContent key={rating.opening} orderId={rating.orderId} />}
    </dialog>
  );
}

function RatingContent({ orderId }: { orderId: string }) {
  const { data, error } = useStore($orderReview);
  const view = data?.orderId === orderId ? data : null;
  const [confirming, setConfirming] = useState(false);
  const review = view?.review ?? null;
  const t = useMessages(reviewsMessages);
  return (
    <div className="modal rating-modal">
      <DialogHead titleId={titleId} title={review ? t.editTitle : t.title} onClose={closeRating} />
      {view && <p className="rating-about">{view.restaurant.name}</p>}
      {!view &&
        (error ? (
          <p role="alert">{error}</p>
        ) : (
          <div className="skeleton" style={{ height: 240 }} role="status" aria-label={t.loading} />
        ))}
      {view && confirming && <DeleteQuestion orderId={orderId} onKeep={() => setConfirming(false)} />}
      {view && !confirming && view.state === 'closed' && !review && <p>{t.closed}</p>}
      {view && !confirming && review && !canEdit(review) && (
        <RatedAlready view={view} onDelete={() => setConfirming(true)} />
      )}
      {view && !confirming && (view.state === 'open' || (review && canEdit(review))) && (
        <RatingForm view={view} onDelete={() => setConfirming(true)} />
      )}
    </div>
  );
}

/** A review past its edit window: what was said, and deleting. */
function RatedAlready({ view, onDelete }: { view: OrderReviewView; onDelete: () => void }) {
  const review = view.review!;
  const t = useMessages(reviewsMessages);
  return (
    <>
      <p>
        {t.ratedAlready({ food: starsText(review.food), delivery: starsText(review.delivery) })}
        {review.text && ` “${review.text}”`}
      </p>
      <p className="field-note">{t.editWindow({ days: reviewLimits.editDays })}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onDelete}>
          {t.delete}
        </button>
      </div>
    </>
  );
}

/** "Delete your rating?": "Keep my rating" has the focus; deleting closes the form. */
function DeleteQuestion({ orderId, onKeep }: { orderId: string; onKeep: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useMessages(reviewsMessages);
  useEffect(() => keep.current?.focus(), []);
  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await deleteReview(orderId);
      notify.success(reviewTexts.deleted);
      closeRating();
    } catch (error) {
      setFailure(dinerMessage(error));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="rating-delete-title">
      <h3 id="rating-delete-title">{t.deleteQuestion}</h3>
      <p>{t.deleteText}</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="modal-actions">
        <button ref={keep} type="button" className="btn" onClick={onKeep}>
          {t.keep}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => void remove()}>
          {busy ? t.deleting : t.delete}
        </button>
      </div>
    </section>
  );
}

const problemSelector: Record<DraftProblem['field'], string> = {
  food: '#food-stars',
  delivery: '#delivery-stars',
  text: '#review-text',
  photos: '#review-photos',
};

function RatingForm({ view, onDelete }: { view: OrderReviewView; onDelete: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(view.review));
  const [photos, setPhotos] = useState<PhotoSlot[]>(draft.photos);
  const { setProblem, errorOf, form } = useFieldProblem<DraftProblem['field']>(problemSelector);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = view.review !== null;
  const t = useMessages(reviewsMessages);
  const change = (next: Partial<typeof draft>) => {
    setDraft((held) => ({ ...held, ...next }));
    setProblem(null);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = draftProblem({ ...draft, photos });
    setProblem(found);
    setFailure(null);
    if (found) return;
    setBusy(true);
    try {
      const input = reviewInputOf(
        { ...draft, photos },
        view.dishes.map((d) => d.dishId),
      );
      await saveReview(view.orderId, input, editing);
      notify.success(editing ? reviewTexts.edited : reviewTexts.saved);
      closeRating();
    } catch (error) {
      setFailure(dinerMessage(error));
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="rating-form" noValidate onSubmit={(event) => void submit(event)}>
      <StarsField
        name="food"
        legend={t.food}
        value={draft.food}
        error={errorOf('food')}
        onChange={(food) => change({ food })}
      />
      <StarsField
        name="delivery"
        legend={t.delivery}
        value={draft.delivery}
        error={errorOf('delivery')}
        onChange={(delivery) => change({ delivery })}
      />
      <DishVotes
        legend={t.dishes}
        dishes={view.dishes}
        votes={draft.votes}
        onVote={(dishId, liked) => change({ votes: toggleVote(draft.votes, dishId, liked) })}
      />
      <TextField
        id="review-text"
        label={t.text}
        multiline
        rows={3}
        maxLength={reviewLimits.textMax}
        value={draft.text}
        note={charactersText(draft.text)}
        error={errorOf('text') ?? undefined}
        onChange={(event) => change({ text: event.currentTarget.value })}
      />
      <PhotoPicker
        label={t.photos({ max: reviewLimits.photosMax })}
        photos={photos}
        setPhotos={setPhotos}
        error={errorOf('photos')}
      />
      <FormFooter failure={failure} busy={busy} submitLabel={editing ? t.saveEdit : t.submit}>
        {editing && (
          <button type="button" className="btn btn-ghost" onClick={onDelete}>
            {t.delete}
          </button>
        )}
      </FormFooter>
    </form>
  );
}
