/**
 * Up to three photos for a review: chosen with the system's picker, each made small in the
 * browser (`compressPhoto`) and sent at once, shown as a preview with a remove button while on
 * its way, sent, or refused with the reason.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { dinerMessage } from '#src/lib/dinerMessages.ts';
import { reviewLimits } from '#src/lib/reviewTypes.ts';
import { uploadReviewPhoto } from '#src/stores/reviews.ts';
import { compressPhoto, PhotoProblem } from './photoCompress';
import type { PhotoSlot } from './ratingFormRules';
import { useMessages } from '#src/i18n/useMessages.ts';
import { photosFullText } from './photoRules';
import { reviewsMessages } from './messages/en.ts';

let nextKey = 0;

/**
 * The photo field of the rating form (and of a help request, with its own `max` and `inputId`);
 * `photos` is the form's, changed only through `setPhotos`.
 */
export function PhotoPicker(props: {
  label: string;
  photos: PhotoSlot[];
  setPhotos: Dispatch<SetStateAction<PhotoSlot[]>>;
  error: string | null;
  max?: number;
  inputId?: string;
}) {
  const { label, photos, setPhotos, error, max = reviewLimits.photosMax, inputId = 'review-photos' } = props;
  const input = useRef<HTMLInputElement>(null);
  const t = useMessages(reviewsMessages);
  const room = max - photos.length;
  // Previews made here are object URLs: given back when the form goes away.
  const made = useRef(new Set<string>());
  useEffect(() => {
    const urls = made.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: string, change: Partial<PhotoSlot>) =>
    setPhotos((slots) => slots.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)));

  const send = async (key: string, file: File) => {
    try {
      const photo = await uploadReviewPhoto(await compressPhoto(file));
      update(key, { photo });
    } catch (problem) {
      update(key, { error: problem instanceof PhotoProblem ? problem.message : dinerMessage(problem) });
    }
  };

  const chosen = (files: FileList | null) => {
    const picked = [...(files ?? [])].slice(0, Math.max(0, room));
    const slots = picked.map((file) => {
      const preview = URL.createObjectURL(file);
      made.current.add(preview);
      return { key: `new-${++nextKey}`, preview, photo: null, error: null, file };
    });
    setPhotos((held) => [...held, ...slots.map(({ file: _file, ...slot }) => slot)]);
    for (const slot of slots) void send(slot.key, slot.file);
    if (input.current) input.current.value = '';
  };

  // After a remove, focus goes to the picker once it is enabled again (its button went with the photo).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    input.current?.focus();
  }, [refocus]);
  const remove = (slot: PhotoSlot) => {
    setPhotos((held) => held.filter((s) => s.key !== slot.key));
    if (made.current.delete(slot.preview)) URL.revokeObjectURL(slot.preview);
    setRefocus(true);
  };

  return (
    <div className="photo-picker" aria-invalid={error ? true : undefined}>
      <label htmlFor={inputId} className={room > 0 ? 'btn btn-ghost photo-add' : 'btn btn-ghost photo-add is-full'}>
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        className="photo-input"
        type="file"
        accept="image/*"
        multiple
        disabled={room <= 0}
        aria-describedby={`${inputId}-note`}
        onChange={(event) => chosen(event.currentTarget.files)}
      />
      <p id={`${inputId}-note`} className="field-note">
        {room > 0 ? t.photoNote : photosFullText(max)}
      </p>
      {photos.length > 0 && (
        <ul className="photo-slots" aria-label={t.yourPhotos}>
          {photos.map((slot, i) => (
            <li key={slot.key} className="photo-slot">
              <img src={slot.preview} alt={t.photoAlt({ n: i + 1, total: photos.length })} width={72} height={72} />
              <span className="photo-state" role={slot.error ? 'alert' : 'status'}>
                {slot.error ?? (slot.photo ? t.added : t.adding)}
              </span>
              <button type="button" className="photo-remove" onClick={() => remove(slot)}>
                {t.remove}
                <span className="visually-hidden"> {t.photoNumber({ n: i + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
