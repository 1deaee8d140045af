// What a new diner tripped over on a phone, each now a journey that must hold: cancelling asks
// first and then says what happened to the money; an order left at the payment page is never lost.
import { expect, test, type Page } from '@playwright/test';
import {
  addButtons,
  expectSeen,
  hydrated,
  onPhone,
  press,
  restaurantPaths,
  saveAddress,
  signUp,
  typeInto,
  watchErrors,
} from './helpers';

/** Signs up on the menu, adds its first dish, and goes from the cart to checkout with a new address saved. */
async function checkoutWithDish(page: Page, name: string): Promise<void> {
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await signUp(page, name);
  const add = addButtons(page).first();
  await add.scrollIntoViewIfNeeded();
  await press(add);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart');
  await hydrated(page);
  const proceed = page.getByRole('link', { name: 'Proceed to checkout' });
  await proceed.scrollIntoViewIfNeeded();
  await press(proceed);
  await page.waitForURL((url) => url.pathname === '/checkout');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'New address' });
  await typeInto(form.getByLabel('Flat, house number and building'), '4 Rose Villa');
  await press(form.getByRole('button', { name: 'Save address' }));
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
}

/** Chooses how to pay and presses "Place order" once the bill is there. */
async function placeWith(page: Page, payment: RegExp): Promise<void> {
  const option = page.getByRole('radio', { name: payment });
  await option.scrollIntoViewIfNeeded();
  await press(option);
  await expect(option).toBeChecked();
  const place = page.getByRole('button', { name: /^Place order · ₹/ });
  await place.scrollIntoViewIfNeeded();
  await expectSeen(place);
  await press(place);
}

/** The cancel question, once it is open. */
const cancelQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Cancel this order?' });

test('cancelling a cash order asks first; "keep" keeps it; confirming shows the cancelled order at the top, with nothing to pay', async ({
  context,
  page,
}) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await saveAddress(context, page);
  await checkoutWithDish(page, onPhone() ? 'Leela Phone' : 'Leela Desk');
  await placeWith(page, /^Cash on delivery/);
  await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
  await hydrated(page);
  const status = page.getByRole('status').filter({ hasText: 'Status:' });
  await expect(status).toHaveText('Status: Placed · Cash on delivery');

  // A stray tap on "Cancel order" only asks.
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await cancel.scrollIntoViewIfNeeded();
  await press(cancel);
  const question = cancelQuestion(page);
  await expectSeen(question.getByRole('heading', { name: 'Cancel this order?' }));
  await expect(question).toContainText('You chose cash on delivery, so nothing was charged.');
  const keep = question.getByRole('button', { name: 'Keep the order' });
  await expect(keep).toBeFocused();
  await expectSeen(question.getByRole('button', { name: 'Yes, cancel it' }));
  await press(keep);
  await expect(question).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(status).toHaveText('Status: Placed · Cash on delivery');

  // Escape closes the question too, and nothing changes.
  await press(cancel);
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(status).toHaveText('Status: Placed · Cash on delivery');

  await press(cancel);
  await press(question.getByRole('button', { name: 'Yes, cancel it' }));
  await expect(question).toBeHidden();
  const heading = page.getByRole('heading', { level: 1, name: 'Order cancelled' });
  await expect(heading).toBeFocused();
  await expectSeen(heading);
  await expectSeen(page.getByText('Nothing was charged for this order.'));
  await expect(status).toHaveText('Status: Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const bill = page.getByRole('table', { name: 'Bill details' });
  await expect(bill.getByRole('rowheader', { name: 'Nothing to pay' })).toBeVisible();
  await expect(bill.getByText('TO PAY', { exact: true })).toHaveCount(0);

  // The list says the same.
  await page.goto('/orders');
  await hydrated(page);
  const card = page.getByRole('listitem').filter({ hasText: 'Cancelled' }).first();
  await expectSeen(card.getByText('Nothing to pay', { exact: true }));
  await expect(page.getByText(/Total paid or due/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Back from the payment page: the order waits with "Pay now" and "Cancel" on checkout, the cart and Orders; paying it later works, and cancelling it then refunds', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await saveAddress(context, page);
  await checkoutWithDish(page, onPhone() ? 'Omar Phone' : 'Omar Desk');
  await placeWith(page, /^UPI app/);
  await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  const gatewayPath = new URL(page.url()).pathname;

  // The diner goes Back instead of paying.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await hydrated(page);
  const waiting = (p: Page) => p.getByRole('region', { name: /^Your order #\d+ is waiting for payment$/ });
  await expectSeen(waiting(page).getByRole('heading'));
  await expectSeen(waiting(page).getByRole('button', { name: 'Pay now' }));
  await expectSeen(waiting(page).getByRole('button', { name: 'Cancel' }));
  await expect(waiting(page)).toContainText(/₹[\d,.]+ by UPI app/);

  // The same wherever the diner goes next.
  for (const path of ['/cart', '/orders']) {
    await page.goto(path);
    await hydrated(page);
    await expectSeen(waiting(page).getByRole('heading'));
    await expectSeen(waiting(page).getByRole('button', { name: 'Pay now' }));
  }
  await expect(page.getByRole('listitem').filter({ hasText: 'Payment pending' })).toHaveCount(1);

  // "Pay now" opens the same payment again, and approving it pays the order.
  await press(waiting(page).getByRole('button', { name: 'Pay now' }));
  await page.waitForURL((url) => url.pathname === gatewayPath);
  await hydrated(page);
  const approve = page.getByRole('button', { name: 'Approve payment' });
  await expectSeen(approve);
  await press(approve);
  await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
  await hydrated(page);
  await expectSeen(page.getByRole('heading', { level: 1, name: 'Order placed' }));
  const status = page.getByRole('status').filter({ hasText: 'Status:' });
  await expect(status).toHaveText(/^Status: (Paid|Accepted by the restaurant)$/);
  await expect(waiting(page)).toHaveCount(0);

  // Cancelled now, the money goes back.
  const total = (await page
    .getByRole('table', { name: 'Bill details' })
    .getByRole('row', { name: /TO PAY/ })
    .getByRole('cell')
    .textContent())!;
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await cancel.scrollIntoViewIfNeeded();
  await press(cancel);
  const question = cancelQuestion(page);
  await expect(question).toContainText(`${total} will be refunded to your UPI account.`);
  await press(question.getByRole('button', { name: 'Yes, cancel it' }));
  const heading = page.getByRole('heading', { level: 1, name: 'Order cancelled' });
  await expect(heading).toBeFocused();
  await expectSeen(heading);
  await expectSeen(page.getByText('Refund started'));
  const bill = page.getByRole('table', { name: 'Bill details' });
  await expect(bill.getByRole('row', { name: `Refunded ${total}` })).toBeVisible();
  await expect(bill.getByText('TO PAY', { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});
