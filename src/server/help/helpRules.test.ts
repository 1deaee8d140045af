import { describe, expect, it } from 'vitest';
import { helpLimits } from '#src/lib/helpTypes.ts';
import {
  decide,
  type HelpFacts,
  helpWindowOpen,
  operatorRefundProblem,
  reasonApplies,
  reasonsOpen,
} from './helpRules.ts';

const facts = (change: Partial<HelpFacts> = {}): HelpFacts => ({
  reason: 'missing_item',
  claimed: 24_900,
  paidOnline: true,
  refundable: 60_000,
  recentRequests: 0,
  refundedInWindow: 0,
  ...change,
});

describe('which reasons apply', () => {
  it('asks about dishes only once delivered, about lateness once on the way, about a double charge once paid online', () => {
    expect(reasonsOpen('delivered', 'card', new Set())).toEqual([
      'missing_item',
      'wrong_item',
      'damaged',
      'late',
      'charged_twice',
    ]);
    expect(reasonsOpen('on_the_way', 'card', new Set())).toEqual(['late', 'charged_twice']);
    expect(reasonsOpen('preparing', 'cod', new Set())).toEqual([]);
    expect(reasonsOpen('payment_failed', 'upi_collect', new Set())).toEqual(['charged_twice']);
    expect(reasonsOpen('payment_pending', 'card', new Set())).toEqual([]);
    expect(reasonApplies('charged_twice', 'delivered', 'cod')).toBe(false);
    expect(reasonApplies('charged_twice', 'cancelled', 'card')).toBe(true);
  });

  it('leaves out a reason already waiting', () => {
    expect(reasonsOpen('delivered', 'cod', new Set(['missing_item', 'late']))).toEqual(['wrong_item', 'damaged']);
  });

  it('offers none once the week after delivery is over; before delivery the window is always open', () => {
    const delivered = new Date('2026-11-20T12:00:00Z');
    const day = 86_400_000;
    expect(helpWindowOpen('delivered', delivered, delivered.getTime() + (helpLimits.askDays * day - 1))).toBe(true);
    expect(helpWindowOpen('delivered', delivered, delivered.getTime() + helpLimits.askDays * day)).toBe(false);
    expect(helpWindowOpen('on_the_way', null, delivered.getTime())).toBe(true);
    expect(reasonsOpen('delivered', 'card', new Set(), false)).toEqual([]);
  });
});

describe('the rules', () => {
  it('refunds a missing or spilled item under every limit at once, for its value', () => {
    expect(decide(facts())).toMatchObject({ action: 'refund', amount: 24_900 });
    expect(decide(facts({ reason: 'damaged', recentRequests: helpLimits.autoClaimsUnder - 1 }))).toMatchObject({
      action: 'refund',
    });
  });

  it('queues the rest, saying why', () => {
    const queued = (change: Partial<HelpFacts>) => decide(facts(change)).action;
    expect(queued({ reason: 'wrong_item' })).toBe('queue');
    expect(queued({ reason: 'late', claimed: 0 })).toBe('queue');
    expect(queued({ paidOnline: false })).toBe('queue');
    expect(queued({ claimed: 0 })).toBe('queue');
    expect(queued({ claimed: helpLimits.autoRefundMax + 1, refundable: 100_000 })).toBe('queue');
    expect(queued({ recentRequests: helpLimits.autoClaimsUnder })).toBe('queue');
    expect(queued({ refundable: 20_000 })).toBe('queue');
    expect(queued({ refundedInWindow: helpLimits.refundPerWindowMax - 20_000 })).toBe('queue');
    expect(decide(facts({ paidOnline: false }))).toMatchObject({ why: expect.stringContaining('cash order') });
  });

  it('bounds an operator refund by what is left on the order and the monthly ceiling', () => {
    expect(operatorRefundProblem(10_000, 10_000, 0)).toBeNull();
    expect(operatorRefundProblem(10_001, 10_000, 0)).toContain('at most 10000');
    expect(operatorRefundProblem(10_000, 50_000, helpLimits.refundPerWindowMax - 5_000)).toContain('ceiling');
  });
});
