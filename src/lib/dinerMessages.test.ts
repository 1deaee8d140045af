import { describe, expect, it } from 'vitest';
import { cartErrors, mismatchError } from '../server/cart/cart';
import { accountMessages } from './accountTypes';
import { dinerMessage, dinerTexts, errorStatus, isOtherRestaurantConflict, readsAsDinerText } from './dinerMessages';

/** What ofetch throws for a non-2xx answer with a JSON body. */
const fetchError = (status: number, body: object) =>
  Object.assign(new Error(`[POST] "/api/addToCart": ${status}`), {
    name: 'FetchError',
    status,
    statusCode: status,
    data: body,
  });

describe('dinerMessage', () => {
  it('never shows a cart error written for developers', () => {
    const answers: [number, string][] = [
      [401, cartErrors.signIn],
      [409, cartErrors.quantityCap],
      [422, cartErrors.quantityCap],
      [409, cartErrors.otherRestaurant],
      [404, cartErrors.noSuchDish],
      [404, cartErrors.notInCart],
      [503, cartErrors.catalogDown],
      [403, mismatchError('userId')],
      [400, 'cart.id: Invalid input: expected string'],
      [400, 'Bad Request: cart.quantity: must be at most 11'],
      [502, 'upstream catalog did not answer /api/menu within 8000 ms'],
      [415, 'content-type: must be application/json'],
    ];
    for (const [status, text] of answers) {
      for (const body of [{ error: text }, { message: text, error: 'conflict' }]) {
        const shown = dinerMessage(fetchError(status, body));
        expect(
          Object.values(dinerTexts).includes(shown as never) || shown === cartErrors.signIn,
          `${status} ${text} -> ${shown}`,
        ).toBe(true);
        expect(shown).not.toMatch(/replace: true|cart\.id|upstream|\/api\//);
      }
    }
  });

  it('passes the account and identity sentences that are written for diners', () => {
    for (const text of Object.values(accountMessages))
      expect(dinerMessage(fetchError(400, { error: text }))).toBe(text);
    expect(
      dinerMessage(
        Object.assign(new Error('Invalid OTP. Please check the code and try again.'), {
          code: 401,
          type: 'user_invalid_token',
        }),
      ),
    ).toBe('Invalid OTP. Please check the code and try again.');
  });

  it('shows the reason a choice was refused when it is written for diners', () => {
    expect(dinerMessage(fetchError(422, { error: cartErrors.choices('Extra Raita is sold out') }))).toBe(
      'Extra Raita is sold out.',
    );
    expect(dinerMessage(fetchError(422, { error: cartErrors.choices('Choose 1 size') }))).toBe('Choose 1 size.');
    expect(dinerMessage(fetchError(422, { error: cartErrors.choices('a choice is not one of this dish') }))).toBe(
      dinerTexts.generic,
    );
    expect(dinerMessage(fetchError(400, { error: 'Bad Request: cart.choices: must be a list of choice ids' }))).toBe(
      dinerTexts.generic,
    );
  });

  it('names a lost connection instead of a fetch failure', () => {
    expect(dinerMessage(new TypeError('Failed to fetch'))).toBe(dinerTexts.offline);
  });
});

describe('isOtherRestaurantConflict', () => {
  it('recognises the conflict answer in either body shape, and nothing else', () => {
    expect(isOtherRestaurantConflict(fetchError(409, { error: cartErrors.otherRestaurant }))).toBe(true);
    expect(isOtherRestaurantConflict(fetchError(409, { message: cartErrors.otherRestaurant, error: 'conflict' }))).toBe(
      true,
    );
    expect(isOtherRestaurantConflict(fetchError(409, { error: cartErrors.quantityCap }))).toBe(false);
    expect(isOtherRestaurantConflict(fetchError(404, { error: cartErrors.noSuchDish }))).toBe(false);
  });
});

describe('readsAsDinerText', () => {
  it('tells field messages from sentences', () => {
    expect(readsAsDinerText('id: this dish is not in the cart')).toBe(false);
    expect(
      readsAsDinerText(
        'Please enter a valid Indian mobile number: +91 followed by 10 digits starting with 6, 7, 8 or 9.',
      ),
    ).toBe(true);
  });

  it("passes a sentence the server worded in the page's language", () => {
    expect(readsAsDinerText('हमें यह ऑर्डर नहीं मिला।')).toBe(true);
    expect(readsAsDinerText('இந்த ஆர்டரைக் கண்டுபிடிக்க முடியவில்லை.')).toBe(true);
    expect(dinerMessage(fetchError(404, { message: 'ಈ ಆರ್ಡರ್ ನಮಗೆ ಸಿಗಲಿಲ್ಲ.' }))).toBe('ಈ ಆರ್ಡರ್ ನಮಗೆ ಸಿಗಲಿಲ್ಲ.');
  });
});

describe('errorStatus', () => {
  it('reads the status of an HTTP refusal and of an identity-service refusal', () => {
    expect(errorStatus(fetchError(409, { message: 'The bill changed.' }))).toBe(409);
    expect(errorStatus(Object.assign(new Error('Not found'), { statusCode: 404 }))).toBe(404);
    expect(errorStatus(Object.assign(new Error('Invalid session'), { code: 401, type: 'user_unauthorized' }))).toBe(
      401,
    );
  });

  it('has none when no answer came', () => {
    expect(errorStatus(new TypeError('fetch failed'))).toBeUndefined();
    expect(errorStatus(Object.assign(new Error('offline'), { code: 0 }))).toBeUndefined();
    expect(errorStatus('blocked')).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
  });
});
