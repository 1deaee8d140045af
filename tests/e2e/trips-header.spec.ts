// The header and the sign-in drawer as a diner meets them on a phone (and on a desktop): toasts
// below the header, a drawer that says why it opened and where the code went, names that fit,
// an account menu that works from the keyboard, and fields that stop below the header.
import { expect, test, type Page } from '@playwright/test';
import { addButtons, badge, expectSeen, press, restaurantPaths, saveAddress, signUp } from './helpers';

test.beforeEach(async ({ context, page }) => {
  // A sign-up typed key by key takes a person-like while.
  test.setTimeout(90_000);
  await saveAddress(context, page);
});

/** The bottom edge of the sticky header, in viewport pixels. */
async function headerBottom(page: Page): Promise<number> {
  const box = await page.locator('header.site-header').boundingBox();
  return box!.y + box!.height;
}

test('a toast shows below the header: the cart badge stays in sight while it shows', async ({ page }) => {
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await signUp(page, 'Meera Toast');
  await press(addButtons(page).first());
  const toast = page.getByText('successfully added to cart!');
  await expect(toast).toBeVisible();
  const toastTop = (await toast.boundingBox())!.y;
  expect(toastTop, 'the toast starts below the header').toBeGreaterThanOrEqual(await headerBottom(page));
  await expect(badge(page)).toHaveText('1');
  await expectSeen(badge(page));
  // The badge was seen while the toast showed, not after it left.
  await expect(toast).toBeVisible({ timeout: 500 });
});
