/** Renders the rating form on a page that offers "Rate", loading its code when it first opens. */
import { Suspense } from 'react';
import { lazyDialog } from '#src/components/ui/lazyDialog.ts';
import { useStore } from '@nanostores/react';
import { notify } from '#src/components/ui/toasts.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { $rating, closeRating } from '#src/stores/reviews.ts';
import { reviewsMessages } from './messages/en.ts';

/** What a diner reads when the form's code could not be fetched (a dropped connection). */
export const ratingLoadFailed = (): string => textsOf(reviewsMessages).loadFailed;

const RatingDialog = lazyDialog(
  () => import('./RatingDialog'),
  () => {
    closeRating();
    notify.error(ratingLoadFailed());
  },
);
let everOpened = false;

/** The form, once it has been asked for; nothing before. */
export function RatingHost() {
  const open = useStore($rating) !== null;
  if (open) everOpened = true;
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <RatingDialog />
    </Suspense>
  );
}
