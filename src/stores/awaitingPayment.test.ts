import { describe, expect, it, vi } from 'vitest';

let cancelAnswer: unknown;

// The HTTP layer is replaced: a cancel answers the cancelled order, or throws.
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn(async () => {
    if (cancelAnswer instanceof Error) throw cancelAnswer;
    return cancelAnswer;
  }),
}));

const { $cancelledHere, $cancels, cancelConfirmed, clearCancelFailure } = await import('./awaitingPayment');

describe('cancelConfirmed', () => {
  it('keeps why a cancel failed with its order, until the question is asked again', async () => {
    const message = 'This order can no longer be cancelled.';
    cancelAnswer = Object.assign(new Error(message), { status: 409, data: { message, error: message } });
    expect(await cancelConfirmed('o1')).toBeNull();
    expect($cancels.get().o1).toEqual({ busy: false, error: message });
    clearCancelFailure('o1');
    expect($cancels.get().o1).toEqual({ busy: false, error: null });
  });

  it('answers the order cancelled, and every part of the page learns it', async () => {
    cancelAnswer = { order: { id: 'o1', status: 'cancelled' } };
    const cancelling = cancelConfirmed('o1');
    expect($cancels.get().o1?.busy).toBe(true);
    expect(await cancelConfirmed('o1')).toBeNull();
    expect(await cancelling).toEqual({ id: 'o1', status: 'cancelled' });
    expect($cancelledHere.get()).toEqual({ id: 'o1', status: 'cancelled' });
    expect($cancels.get().o1).toEqual({ busy: false, error: null });
  });
});
