/**
 * Rating an order on a phone, as the capability's "done when" reads: a diner orders a dish that
 * shows its liked share, follows the order to Delivered (the server of this file runs the order
 * simulation sped up), rates the food 4 and the delivery 5, likes that dish, types a line key by
 * key, attaches a photo, and then sees the review and its photo on the restaurant page and the
 * dish's liked share counting one more vote.
 */
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  dishInfos,
  expectSeen,
  hydrated,
  koramangala,
  type MenuDish,
  press,
  signUp,
  typeInto,
  saveAddress,
  placeCashOrder,
} from './helpers';
import { withOwnServer } from './ownServer';

/** Sped up so that an order is delivered within about a minute; Bangalore open round the clock. */
const journey = withOwnServer({ ORDER_TIME_SCALE: '60', HOURS_FILE: 'tests/support/hours.json' });

interface ApiCard {
  info: { id: string; name: string; isOpen?: boolean; minOrderValue?: number };
  cta: { link: string };
}
type LikedDish = MenuDish & { likes?: { percent: number; votes: number } };

const { lat, lng } = koramangala.geometry.location;

/** A restaurant near Koramangala, open, without a minimum order, with a dish that adds at once and shows its liked share. */
async function restaurantWithLikedDish(page: Page): Promise<{ card: ApiCard; dish: string; votes: number }> {
  const answer = (await (await page.request.get(`/api/restaurants?lat=${lat}&lng=${lng}`)).json()) as {
    data: {
      cards: { card: { card: { id?: string; gridElements?: { infoWithStyle: { restaurants: ApiCard[] } } } } }[];
    };
  };
  const grid =
    answer.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing')?.gridElements
      ?.infoWithStyle.restaurants ?? [];
  for (const card of grid.filter((r) => r.info.isOpen !== false && !r.info.minOrderValue)) {
    const menu = await (await page.request.get(`/api/menu?lat=${lat}&lng=${lng}&restaurantId=${card.info.id}`)).json();
    const dish = (dishInfos(menu) as LikedDish[]).find(
      (d) =>
        d.likes &&
        !d.customisable &&
        !d.variantsV2 &&
        !d.addons?.length &&
        d.inStock !== 0 &&
        !d.nextAvailableAtMessage,
    );
    if (dish?.likes) return { card, dish: dish.name, votes: dish.likes.votes };
  }
  throw new Error('no open restaurant near Koramangala has a dish with a liked share that adds at once');
}

/** A photo as a phone takes it: larger than the form sends, so the browser makes it smaller. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 196, g: 98, b: 32 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The menu row of `dish` (its name is the row's heading). */
const dishRow = (page: Page, dish: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: dish, exact: true }) })
    .last();

journey.describe('rating an order', () => {
  journey.skip(({ isMobile }) => !isMobile, 'the journey is the phone’s');

  journey(
    'an order followed to Delivered, rated with stars, a liked dish, a typed line and a photo, then seen on the restaurant page',
    async ({ context, page, liveServer }) => {
      journey.setTimeout(300_000);
      await saveAddress(context, page, koramangala, liveServer.origin);
      const { card, dish, votes } = await restaurantWithLikedDish(page);
      const path = `/restaurants/${card.cta.link.split('/').pop()}`;
      await page.goto('/');
      await signUp(page, 'Asha Rao');

      // The menu shows the dish's liked share; the diner adds it and orders, cash on delivery.
      await page.goto(path);
      await hydrated(page);
      const row = dishRow(page, dish);
      await row.scrollIntoViewIfNeeded();
      await expect(row).toContainText(`liked (${votes})`);
      const add = page.getByRole('button', { name: `Add ${dish}`, exact: true }).first();
      await press(add);
      await expect(page.getByRole('button', { name: `Add one more ${dish}` }).first()).toBeVisible();
      await placeCashOrder(page, '12 Lake View');

      // Followed live to Delivered, the order page offers the rating.
      const status = page.getByRole('status').filter({ hasText: 'Status:' });
      await expect(status).toHaveText('Status: Delivered', { timeout: 180_000 });
      const rate = page.getByRole('button', { name: 'Rate your order' });
      await rate.scrollIntoViewIfNeeded();
      await press(rate);
      const form = page.getByRole('dialog', { name: 'Rate your order' });
      await expectSeen(form.getByRole('heading', { name: 'Rate your order' }));

      const food = form.getByRole('group', { name: 'How was the food?' }).getByRole('radio', { name: '4 stars' });
      await press(food);
      await expect(food).toBeChecked();
      const delivery = form
        .getByRole('group', { name: 'How was the delivery?' })
        .getByRole('radio', { name: '5 stars' });
      await delivery.scrollIntoViewIfNeeded();
      await press(delivery);
      await expect(delivery).toBeChecked();
      const like = form.getByRole('button', { name: `Like ${dish}`, exact: true });
      await like.scrollIntoViewIfNeeded();
      await press(like);
      await expect(like).toHaveAttribute('aria-pressed', 'true');

      const line = 'Hot and fresh, the rider was quick.';
      const words = form.getByLabel('Tell others about it (optional)');
      await words.scrollIntoViewIfNeeded();
      await typeInto(words, line);
      await expect(form.getByText(`${line.length} of 500 characters`)).toBeVisible();

      await form.getByLabel('Add photos (up to 3)').setInputFiles({
        name: 'thali.jpg',
        mimeType: 'image/jpeg',
        buffer: await phonePhoto(),
      });
      const photos = form.getByRole('list', { name: 'Your photos' });
      await expect(photos.getByRole('listitem')).toHaveCount(1);
      await expect(photos.getByText('Added')).toBeVisible({ timeout: 30_000 });

      const submit = form.getByRole('button', { name: 'Submit rating' });
      await submit.scrollIntoViewIfNeeded();
      await press(submit);
      await expect(form).toBeHidden();
      await expect(page.getByText('Thanks for rating your order')).toBeVisible();
      // Focus comes back to the button that opened the form, which now edits the rating.
      const edit = page.getByRole('button', { name: 'Edit rating' });
      await expect(edit).toBeFocused();

      // The restaurant page: the review with its photo, and the dish counting one more vote.
      await page.goto(path);
      await hydrated(page);
      await expect(dishRow(page, dish)).toContainText(`liked (${votes + 1})`);
      const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
      await reviews.scrollIntoViewIfNeeded();
      const review = reviews.getByRole('listitem').filter({ hasText: line });
      await expect(review).toBeVisible({ timeout: 20_000 });
      await expect(review).toContainText('Asha R.');
      await expect(review).toContainText(`Liked: ${dish}`);
      const photo = review.getByRole('img', { name: /^1 of 1 by Asha R\./ });
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await photo.getAttribute('src')).toMatch(/^\/media\/reviews\/[\w-]+\.webp$/);
      await expect(reviews).toContainText('Food ratings from 1 diner who ordered here');
    },
  );
});
