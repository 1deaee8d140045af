import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reviewLimits } from '#src/lib/reviewTypes.ts';
import { hasGps, jpegWithGps, plainJpeg, pngBomb, polyglotJpeg } from '#test/media/photos.ts';
import { cleanPhoto, photoErrors, photoTypeOf } from './photoCheck.ts';

const refusal = async (bytes: Buffer, type: Parameters<typeof cleanPhoto>[1]) => {
  try {
    await cleanPhoto(bytes, type);
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  throw new Error('the photo was not refused');
};

describe('cleanPhoto', () => {
  it('makes a JPEG anew as WebP within the longest side', async () => {
    const photo = await cleanPhoto(await plainJpeg(2400, 1200), 'image/jpeg');
    const out = await sharp(photo.bytes).metadata();
    expect(out.format).toBe('webp');
    expect([photo.width, photo.height]).toEqual([reviewLimits.photoSideMax, reviewLimits.photoSideMax / 2]);
    expect([out.width, out.height]).toEqual([photo.width, photo.height]);
  });

  it('leaves EXIF and its GPS position behind, and turns the picture upright', async () => {
    const taken = await jpegWithGps();
    expect(await hasGps(taken)).toBe(true);
    expect((await sharp(taken).metadata()).orientation).toBe(6);
    const photo = await cleanPhoto(taken, 'image/jpeg');
    const out = await sharp(photo.bytes).metadata();
    expect(out.exif).toBeUndefined();
    expect(out.xmp).toBeUndefined();
    expect(out.orientation).toBeUndefined();
    expect(photo.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Orientation 6: the 400×300 picture is stored turned, 300×400.
    expect([photo.width, photo.height]).toEqual([300, 400]);
  });

  it('refuses an image bomb from its header, before decoding', async () => {
    expect(await refusal(await pngBomb(), 'image/png')).toEqual({ status: 422, message: photoErrors.tooManyPixels });
  });

  it('refuses a polyglot: bytes after the picture, or markup inside it', async () => {
    expect(await refusal(await polyglotJpeg(), 'image/jpeg')).toEqual({ status: 422, message: photoErrors.notPlain });
    const jpeg = await plainJpeg(64, 64);
    const inside = Buffer.concat([jpeg.subarray(0, 20), Buffer.from('<svg onload=alert(1)>'), jpeg.subarray(20)]);
    expect((await refusal(inside, 'image/jpeg')).status).toBe(422);
  });

  it('refuses bytes that are not the declared type', async () => {
    const jpeg = await plainJpeg(64, 64);
    expect(await refusal(jpeg, 'image/png')).toEqual({ status: 415, message: photoErrors.wrongType });
    expect((await refusal(Buffer.from('GIF89a............'), 'image/jpeg')).status).toBe(415);
  });

  it('refuses an oversized file and an unreadable one', async () => {
    const big = Buffer.alloc(reviewLimits.photoBytesMax + 1, 0);
    expect(await refusal(big, 'image/jpeg')).toEqual({ status: 413, message: photoErrors.tooLarge });
    const broken = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(100, 7),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(await refusal(broken, 'image/jpeg')).toEqual({ status: 422, message: photoErrors.unreadable });
  });

  it('takes PNG and WebP as well', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#00a' } })
      .webp()
      .toBuffer();
    expect((await cleanPhoto(png, 'image/png')).width).toBe(30);
    expect((await cleanPhoto(webp, 'image/webp')).height).toBe(20);
  });
});

describe('photoTypeOf', () => {
  it('reads the three photo types and nothing else', () => {
    expect(photoTypeOf('image/JPEG; q=1')).toBe('image/jpeg');
    expect(photoTypeOf('image/svg+xml')).toBeNull();
    expect(photoTypeOf(null)).toBeNull();
  });
});
