/**
 * A diner's photo checked and made anew: its bytes must be what its Content-Type says (by magic
 * number), end where the format ends and carry no markup or script, declare no more pixels than
 * `reviewLimits.photoPixelsMax` (read from the header, before any pixel is decoded), and hold one
 * still picture. It is then decoded with the same pixel limit, turned upright, fitted within
 * `reviewLimits.photoSideMax` and written as WebP, which leaves every piece of metadata behind
 * (EXIF with its GPS position, XMP, comments). Why sharp and WebP: docs/decisions/014-review-photos.md.
 */
import sharp, { type Metadata } from 'sharp';
import { reviewLimits, reviewPhotoTypes, type ReviewPhotoType } from '#src/lib/reviewTypes.ts';
import { HttpError } from '../http/http.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { photoMessages } from './messages/en.ts';

/** What a diner reads when a photo is refused, by cause. */
export const photoErrors = requestTexts(photoMessages);

/** A photo made anew: WebP bytes and their size in pixels. */
export interface CleanPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

const magic: Record<ReviewPhotoType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) =>
    b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};

const pngEnd = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** Whether the file ends exactly where its format ends: nothing rides after the picture. */
const endsWhereFormatEnds: Record<ReviewPhotoType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9,
  'image/png': (b) => b.subarray(b.length - pngEnd.length).equals(pngEnd),
  // RIFF's size counts every byte after its first eight.
  'image/webp': (b) => b.readUInt32LE(4) + 8 === b.length,
};

/** Markup or script a browser or a server might run if the file were ever read as something else. */
const hostile = /<(?:script|html|body|iframe|object|embed|svg[\s>/])|<\?php|<!doctype|javascript:/i;

/** The declared type, when it is one of `reviewPhotoTypes` (parameters such as `; charset` ignored). */
export function photoTypeOf(contentType: string | null): ReviewPhotoType | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (reviewPhotoTypes as readonly string[]).includes(type) ? (type as ReviewPhotoType) : null;
}

/** Refuses a file that is not a plain photo of `type`; checks only bytes, decodes nothing. */
export function checkPhotoBytes(bytes: Buffer, type: ReviewPhotoType): void {
  if (bytes.length > reviewLimits.photoBytesMax) throw new HttpError(413, photoErrors.tooLarge);
  if (!magic[type](bytes)) throw new HttpError(415, photoErrors.wrongType);
  if (!endsWhereFormatEnds[type](bytes) || hostile.test(bytes.toString('latin1')))
    throw new HttpError(422, photoErrors.notPlain);
}

const sharpFormat: Record<ReviewPhotoType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** Checks a photo and makes it anew as WebP without metadata; HttpError 413, 415 or 422 when refused. */
export async function cleanPhoto(bytes: Buffer, type: ReviewPhotoType): Promise<CleanPhoto> {
  checkPhotoBytes(bytes, type);
  const options = { limitInputPixels: reviewLimits.photoPixelsMax, failOn: 'error' } as const;
  let header: Metadata;
  try {
    // Reads the header only: an image bomb is refused by what it declares, before decoding.
    header = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(422, photoErrors.unreadable);
  }
  if (header.format !== sharpFormat[type]) throw new HttpError(415, photoErrors.wrongType);
  if (!header.width || !header.height) throw new HttpError(422, photoErrors.unreadable);
  if (header.width * header.height > reviewLimits.photoPixelsMax) throw new HttpError(422, photoErrors.tooManyPixels);
  if ((header.pages ?? 1) > 1) throw new HttpError(422, photoErrors.notPlain);
  try {
    const side = reviewLimits.photoSideMax;
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(422, photoErrors.unreadable);
  }
}
