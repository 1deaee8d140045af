import { describe, expect, it } from 'vitest';
import { keyBytes, sameKey } from '#src/lib/pushRules.ts';
import { canAsk, notifyNote, notifyTexts, offersNotifications } from './notifyRules';

describe('notifications about an order', () => {
  it('are offered until the order is delivered or cancelled', () => {
    expect(offersNotifications('placed')).toBe(true);
    expect(offersNotifications('on_the_way')).toBe(true);
    expect(offersNotifications('delivered')).toBe(false);
    expect(offersNotifications('cancelled')).toBe(false);
  });

  it('say how to allow them when the browser blocks them, and offer the button only when it can work', () => {
    expect(notifyNote('blocked')).toMatch(/site settings.*Allow/);
    expect(notifyNote('off')).toBe(notifyTexts.offHint);
    expect(canAsk('off')).toBe(true);
    expect(canAsk('failed')).toBe(true);
    expect(canAsk('blocked')).toBe(false);
    expect(canAsk('unsupported')).toBe(false);
  });

  it('decode the server’s base64url key and know a subscription made with it', () => {
    const raw = Buffer.from(Array.from({ length: 65 }, (_, i) => (i * 37) % 256));
    const key = keyBytes(raw.toString('base64url'));
    expect(Buffer.from(key).equals(raw)).toBe(true);
    expect(sameKey(key.buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array(65).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
