/**
 * The rating form's questions: stars as a radio group under its legend (arrow keys move between
 * them), and a like / dislike pair for each dish of the order (pressed buttons).
 */
import type { Ref } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { starsText } from '#src/lib/reviewRules.ts';
import { reviewsMessages } from './messages/en.ts';

const starValues = [1, 2, 3, 4, 5] as const;

/** Five stars to choose from; 0 is none chosen yet. */
export function StarsField(props: {
  name: string;
  legend: string;
  value: number;
  error: string | null;
  onChange: (stars: number) => void;
  fieldRef?: Ref<HTMLFieldSetElement>;
}) {
  const { name, legend, value, error, onChange, fieldRef } = props;
  const errorId = `${name}-error`;
  return (
    <fieldset
      ref={fieldRef}
      id={`${name}-stars`}
      className="stars-field"
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <div className="stars">
        {starValues.map((n) => (
          <label key={n} className={n <= value ? 'star is-on' : 'star'}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span aria-hidden="true">{n <= value ? '★' : '☆'}</span>
            <span className="visually-hidden">{starsText(n)}</span>
          </label>
        ))}
        <span className="stars-chosen" aria-hidden="true">
          {value > 0 ? starsText(value) : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Like or dislike each dish; pressing the pressed one again takes the vote back. */
export function DishVotes(props: {
  legend: string;
  dishes: { dishId: string; name: string }[];
  votes: Record<string, boolean>;
  onVote: (dishId: string, liked: boolean) => void;
}) {
  const { legend, dishes, votes, onVote } = props;
  const t = useMessages(reviewsMessages);
  if (dishes.length === 0) return null;
  return (
    <fieldset className="dish-votes">
      <legend>{legend}</legend>
      <ul>
        {dishes.map((dish) => (
          <li key={dish.dishId}>
            <span className="dish-vote-name">{dish.name}</span>
            <span className="dish-vote-pair">
              <button
                type="button"
                className="vote"
                aria-pressed={votes[dish.dishId] === true}
                onClick={() => onVote(dish.dishId, true)}
              >
                {t.like}
                <span className="visually-hidden"> {dish.name}</span>
              </button>
              <button
                type="button"
                className="vote"
                aria-pressed={votes[dish.dishId] === false}
                onClick={() => onVote(dish.dishId, false)}
              >
                {t.dislike}
                <span className="visually-hidden"> {dish.name}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
