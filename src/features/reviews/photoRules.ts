/**
 * How a photo is made small enough to send, as pure rules: the size it is drawn at (the longer
 * side at most `reviewLimits.photoSideMax`) and the JPEG qualities tried, stepped down until the
 * file fits `reviewLimits.photoBytesMax`; when even the lowest quality is too big, the photo is
 * drawn smaller and the qualities are tried again.
 */
import { textsOf } from '#src/i18n/useMessages.ts';
import { reviewLimits } from '#src/lib/reviewTypes.ts';
import { reviewsMessages } from './messages/en.ts';

/** One way of drawing a photo: its size in pixels and the JPEG quality (0 to 1). */
export interface PhotoAttempt {
  width: number;
  height: number;
  quality: number;
}

/** The JPEG qualities tried at each size, best first. */
export const photoQualities = [0.85, 0.75, 0.65, 0.55, 0.45] as const;
/** Each smaller size is this share of the one before. */
export const photoShrink = 0.75;
/** Below this longer side a photo is no longer worth sending smaller. */
export const photoSideMin = 320;

/** `width` × `height` scaled down (never up) so its longer side is at most `side`, in whole pixels. */
export function fitWithin(
  width: number,
  height: number,
  side: number = reviewLimits.photoSideMax,
): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= side) return { width, height };
  const scale = side / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Every attempt in the order tried, for a photo of `width` × `height`: each size with each quality. */
export function photoAttempts(width: number, height: number): PhotoAttempt[] {
  const attempts: PhotoAttempt[] = [];
  let size = fitWithin(width, height);
  for (;;) {
    for (const quality of photoQualities) attempts.push({ ...size, quality });
    const longer = Math.max(size.width, size.height);
    const next = Math.round(longer * photoShrink);
    if (next < photoSideMin || next >= longer) return attempts;
    size = fitWithin(size.width, size.height, next);
  }
}

/** What the form says when a chosen file cannot be used, in words for diners (worded when read). */
export const photoTexts = {
  get notImage(): string {
    return textsOf(reviewsMessages).notImage;
  },
  get unreadable(): string {
    return textsOf(reviewsMessages).unreadable;
  },
};

/** What the picker says once it holds `max` photos. */
export const photosFullText = (max: number) => textsOf(reviewsMessages).photosFull({ max });
