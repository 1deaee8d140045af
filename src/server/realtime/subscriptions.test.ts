import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderChannel, realtimeLimits } from './protocol.ts';
import {
  createFollowerIndex,
  type Follower,
  planSubscribe,
  refuseOthers,
  rememberProven,
  subscriptionsOf,
} from './subscriptions.ts';

const a = randomUUID();
const b = randomUUID();
const none = new Map<string, string[]>();

describe('planSubscribe', () => {
  it('names each order once, however often the frame repeats its channel', () => {
    const rows = Array.from({ length: 15 }, (_, i) => ({
      subscriptionId: `row${i}`,
      channels: Array(10).fill(orderChannel(a)),
    }));
    const plan = planSubscribe(rows, none, true, new Set());
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.orders).toEqual([a]);
    expect(plan.unproven).toEqual([a]);
    expect(plan.rows.map((row) => row.orders)).toEqual(Array(15).fill([a]));
    expect(plan.rows.map((row) => row.channels)).toEqual(Array(15).fill([orderChannel(a)]));
    expect(plan.owed).toEqual(new Map([[a, rows.map((row) => row.subscriptionId)]]));
  });

  it('owes nothing and proves nothing when the frame repeats what the socket already has', () => {
    const current = new Map([['order', [a]]]);
    const plan = planSubscribe([{ subscriptionId: 'order', channels: [orderChannel(a)] }], current, true, new Set([a]));
    expect(plan).toMatchObject({ ok: true, unproven: [], owed: new Map() });
  });

  it('owes the state to a new subscription of an order the socket follows, and to a row that adds an order', () => {
    const current = new Map([['first', [a]]]);
    const plan = planSubscribe(
      [
        { subscriptionId: 'second', channels: [orderChannel(a)] },
        { subscriptionId: 'first', channels: [orderChannel(a), orderChannel(b)] },
      ],
      current,
      true,
      new Set([a]),
    );
    expect(plan).toMatchObject({
      ok: true,
      unproven: [b],
      owed: new Map([
        [a, ['second']],
        [b, ['first']],
      ]),
    });
  });

  it('keeps the last row of a repeated subscription id', () => {
    const plan = planSubscribe(
      [
        { subscriptionId: 's', channels: [orderChannel(a)] },
        { subscriptionId: 's', channels: [orderChannel(b)] },
      ],
      none,
      true,
      new Set(),
    );
    expect(plan).toMatchObject({ ok: true, rows: [{ subscriptionId: 's', orders: [b] }] });
  });

  it('refuses a channel of another service before asking who is signed in', () => {
    const rows = [{ subscriptionId: 's', channels: [orderChannel(a), 'account'] }];
    expect(planSubscribe(rows, none, false, new Set())).toEqual({
      ok: false,
      code: 1003,
      message: 'channels: account is not a channel of this service',
    });
    expect(planSubscribe([{ subscriptionId: 's', channels: [orderChannel(a)] }], none, false, new Set())).toEqual({
      ok: false,
      code: 401,
      message: 'session: sign in to follow an order',
    });
  });

  it('refuses a frame that would pass the subscriptions or the orders one socket may follow', () => {
    const full = new Map(
      Array.from({ length: realtimeLimits.maxSubscriptions }, (_, i) => [`s${i}`, [a]] as [string, string[]]),
    );
    expect(planSubscribe([{ subscriptionId: 'one-more', channels: [orderChannel(a)] }], full, true, new Set())).toEqual(
      { ok: false, code: 1003, message: `subscriptions: at most ${realtimeLimits.maxSubscriptions} per connection` },
    );
    // Replacing a subscription it holds is not one more.
    expect(planSubscribe([{ subscriptionId: 's0', channels: [orderChannel(b)] }], full, true, new Set()).ok).toBe(true);

    const manyOrders = new Map(
      Array.from({ length: 5 }, (_, i) => [
        `s${i}`,
        Array.from({ length: realtimeLimits.maxFollowedOrders / 5 }, () => randomUUID()),
      ]),
    );
    expect(
      planSubscribe([{ subscriptionId: 'more', channels: [orderChannel(a)] }], manyOrders, true, new Set()),
    ).toEqual({
      ok: false,
      code: 1003,
      message: `channels: at most ${realtimeLimits.maxFollowedOrders} different orders per connection`,
    });
  });
});

describe('refuseOthers', () => {
  it("names the channel of the first order that is not the diner's (or does not exist)", () => {
    const owners = new Map([
      [a, 'asha'],
      [b, 'ravi'],
    ]);
    expect(refuseOthers([a], owners, 'asha')).toBeNull();
    expect(refuseOthers([a, b], owners, 'asha')).toEqual({
      ok: false,
      code: 403,
      message: `channels: ${orderChannel(b)} is not an order in your account`,
    });
    const missing = randomUUID();
    expect(refuseOthers([missing], owners, 'asha')?.message).toContain(missing);
  });
});

describe('rememberProven', () => {
  it('keeps at most maxProvenOrders, forgetting the longest remembered first', () => {
    const proven = new Set<string>();
    const ids = Array.from({ length: realtimeLimits.maxProvenOrders + 10 }, (_, i) => `o${i}`);
    rememberProven(proven, ids.slice(0, realtimeLimits.maxProvenOrders));
    // Named again, o0 counts as remembered last.
    rememberProven(proven, ['o0']);
    rememberProven(proven, ids.slice(realtimeLimits.maxProvenOrders));
    expect(proven.size).toBe(realtimeLimits.maxProvenOrders);
    expect(proven.has('o0')).toBe(true);
    expect(proven.has('o1')).toBe(false);
    expect(proven.has(ids.at(-1) ?? '')).toBe(true);
  });
});

describe('createFollowerIndex', () => {
  const socket = (): Follower => ({ subscriptions: new Map(), lastSent: new Map() });

  it('follows an order while any subscription of the socket names it, and forgets its last state after', () => {
    const index = createFollowerIndex<Follower>();
    const one = socket();
    index.subscribe(one, [
      { subscriptionId: 'x', orders: [a] },
      { subscriptionId: 'y', orders: [a, b] },
    ]);
    one.lastSent.set(a, 'state of a');
    expect([...index.of(a)]).toEqual([one]);
    expect(subscriptionsOf(one, a)).toEqual(['x', 'y']);
    index.unsubscribe(one, 'x');
    expect(index.has(a)).toBe(true);
    expect(one.lastSent.get(a)).toBe('state of a');
    // Replacing a subscription drops what it named before.
    index.subscribe(one, [{ subscriptionId: 'y', orders: [b] }]);
    expect(index.has(a)).toBe(false);
    expect(one.lastSent.has(a)).toBe(false);
    index.unsubscribe(one);
    expect(index.has(b)).toBe(false);
    expect(one.subscriptions.size).toBe(0);
  });

  it('keeps the last state of an order that one frame moves from one subscription to another', () => {
    const index = createFollowerIndex<Follower>();
    const one = socket();
    index.subscribe(one, [{ subscriptionId: 'x', orders: [a] }]);
    one.lastSent.set(a, 'state of a');
    index.subscribe(one, [
      { subscriptionId: 'x', orders: [b] },
      { subscriptionId: 'y', orders: [a] },
    ]);
    expect(one.lastSent.get(a)).toBe('state of a');
    expect(subscriptionsOf(one, a)).toEqual(['y']);
    expect([...index.of(b)]).toEqual([one]);
  });
});
