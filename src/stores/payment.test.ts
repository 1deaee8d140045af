import { afterEach, describe, expect, it, vi } from 'vitest';

const answers = new Map<string, unknown>();
const asked: string[] = [];

// The HTTP layer is replaced: each path answers what the test set, or throws it.
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn(async (path: string) => {
    asked.push(path);
    const answer = answers.get(path);
    if (answer instanceof Error) throw answer;
    return answer;
  }),
}));
const assigned: string[] = [];
const assign = (to: string) => void assigned.push(to);
vi.stubGlobal('window', { location: { assign }, addEventListener() {}, removeEventListener() {} });

const { $gatewayAnswer, $payments, answerGateway, payOrder } = await import('./payment');

const refusal = (status: number, message: string) =>
  Object.assign(new Error(message), { status, data: { message, error: message } });

afterEach(() => {
  answers.clear();
  asked.length = 0;
  assigned.length = 0;
  $payments.set({});
});

describe('payOrder', () => {
  it('goes to the gateway the server answered, and stays paying while the page leaves', async () => {
    answers.set('/orders/o1/pay', { order: { id: 'o1' }, payment: { kind: 'redirect', url: '/pay/sim_p1' } });
    await payOrder('o1', 'card');
    expect(assigned).toEqual(['/pay/sim_p1']);
    expect($payments.get().o1).toEqual({ paying: true, error: null, ended: null });
  });

  it('keeps a refusal with the order', async () => {
    answers.set('/orders/o1/pay', refusal(409, 'This order is already paid.'));
    await payOrder('o1', 'card');
    expect($payments.get().o1).toEqual({ paying: false, error: 'This order is already paid.', ended: null });
    expect(asked).toEqual(['/orders/o1/pay']);
  });

  it('ends the banner of an order that can no longer be paid, and keeps the error of one that can', async () => {
    const late = refusal(409, 'The time to pay for this order is over.');
    answers.set('/orders/o1/pay', late);
    answers.set('/orders/o1', { order: { id: 'o1', payable: false } });
    await payOrder('o1', 'upi_intent', true);
    expect($payments.get().o1).toEqual({ paying: false, error: null, ended: late.message });
    answers.set('/orders/o1', { order: { id: 'o1', payable: true } });
    await payOrder('o1', 'upi_intent', true);
    expect($payments.get().o1).toEqual({ paying: false, error: late.message, ended: null });
  });
});

describe('answerGateway', () => {
  it('hands the signed answer to the storefront and goes to the order', async () => {
    answers.set('/gateway/sim_p1', { callback: { providerPaymentId: 'x', status: 'authorised', signature: 's' } });
    answers.set('/payments/p1/callback', { order: { id: 'o1' } });
    await answerGateway('sim_p1', true);
    expect(asked).toEqual(['/gateway/sim_p1', '/payments/p1/callback']);
    expect(assigned).toEqual(['/orders/o1?placed=1']);
    expect($gatewayAnswer.get().busy).toBe(true);
  });

  it('says why the answer failed and lets the diner try again', async () => {
    answers.set('/gateway/sim_p1', refusal(404, 'This payment is not waiting for an answer.'));
    await answerGateway('sim_p1', false);
    expect($gatewayAnswer.get()).toEqual({ busy: false, error: 'This payment is not waiting for an answer.' });
  });
});
