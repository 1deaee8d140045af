/**
 * Makes a chosen photo small enough to send: decoded by the browser (turned upright), drawn on a
 * canvas at each of `photoAttempts` in turn and kept as the first JPEG within the byte limit. The
 * rules are in `photoRules.ts`; this is only the drawing.
 */
import { reviewLimits } from '#src/lib/reviewTypes.ts';
import { photoAttempts, photoTexts } from './photoRules';

/** A photo that cannot be sent, with the words the form shows. */
export class PhotoProblem extends Error {}

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** A JPEG of `file` at most `reviewLimits.photoBytesMax` bytes, or a `PhotoProblem`. */
export async function compressPhoto(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new PhotoProblem(photoTexts.notImage);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoProblem(photoTexts.unreadable);
  }
  const canvas = document.createElement('canvas');
  try {
    for (const attempt of photoAttempts(bitmap.width, bitmap.height)) {
      if (canvas.width !== attempt.width || canvas.height !== attempt.height) {
        canvas.width = attempt.width;
        canvas.height = attempt.height;
        const context = canvas.getContext('2d');
        if (!context) throw new PhotoProblem(photoTexts.unreadable);
        // A transparent PNG would turn black as a JPEG.
        context.fillStyle = '#fff';
        context.fillRect(0, 0, attempt.width, attempt.height);
        context.drawImage(bitmap, 0, 0, attempt.width, attempt.height);
      }
      const jpeg = await jpegOf(canvas, attempt.quality);
      if (jpeg && jpeg.size <= reviewLimits.photoBytesMax) return jpeg;
    }
  } finally {
    bitmap.close();
    canvas.width = 0;
    canvas.height = 0;
  }
  throw new PhotoProblem(photoTexts.unreadable);
}
