/** Image URLs of the media CDN: `/media/{imageId}` by default, or MEDIA_BASE_URL when set. */
import { MEDIA_BASE_URL } from 'astro:env/client';

/** Image sizes the spec names: restaurant card 288x360, dish 118x96. */
export const imageSizes = {
  card: { width: 288, height: 360 },
  dish: { width: 118, height: 96 },
  carousel: { width: 144, height: 180 },
} as const;

/** The URL of an image by id, sized for one of the spec's uses. */
export function mediaUrl(
  imageId: string,
  size: keyof typeof imageSizes = 'card',
  base: string = MEDIA_BASE_URL ?? '/media',
): string {
  const { width, height } = imageSizes[size];
  return `${base.replace(/\/$/, '')}/${encodeURIComponent(imageId)}?w=${width}&h=${height}`;
}
