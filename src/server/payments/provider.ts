/**
 * The payment provider interface the order service talks to. Two implementations: the simulated
 * gateway (default; everything on this machine) and Razorpay (by configuration). The order
 * service keeps its own `payments` rows; the provider keeps the authoritative record of each
 * attempt, which reconciliation reads after a crash.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentAction, PaymentMethod } from '#src/lib/orderTypes.ts';

/** What the provider's record says about one attempt. */
export type ProviderStatus = 'created' | 'authorised' | 'captured' | 'failed' | 'refunded';

/** One attempt to start. */
export interface StartRequest {
  /** Our id of the attempt (the `payments` row). */
  paymentId: string;
  orderId: string;
  orderNumber: string;
  amount: number;
  method: PaymentMethod;
}

/** What the browser sent back after paying, before it is believed. */
export interface PaymentCallback {
  /** The provider's payment id (Razorpay's `razorpay_payment_id`); the simulated gateway echoes its ref. */
  providerPaymentId: string;
  /** The outcome the callback claims. */
  status: 'authorised' | 'failed';
  signature: string;
}

/** A payment provider. Every method may throw when the provider cannot be reached. */
export interface PaymentProvider {
  readonly name: 'simulated' | 'razorpay';
  /** Creates the attempt on the provider's side; returns its ref. */
  start(request: StartRequest): Promise<{ ref: string }>;
  /** What the browser does to pay an attempt whose ref is `ref`. */
  actionFor(ref: string, request: StartRequest): PaymentAction;
  /** Whether a callback for the attempt `ref` is genuine (its signature was made with our secret). */
  verifyCallback(ref: string, callback: PaymentCallback): boolean;
  /** The provider's record of the attempt. */
  status(ref: string): Promise<{ status: ProviderStatus; providerPaymentId: string | null }>;
  /** Captures an authorised payment (a no-op when it is captured already). */
  capture(ref: string, providerPaymentId: string, amount: number): Promise<void>;
  /** Refunds a captured payment in full; returns the refund's id. */
  refund(ref: string, providerPaymentId: string, amount: number): Promise<string>;
  /**
   * Refunds `amount` of a captured payment, which stays captured (help with an order); `key` is
   * our id of this refund, so a repeated call refunds once. Returns the refund's id.
   */
  refundPart(ref: string, providerPaymentId: string, amount: number, key: string): Promise<string>;
}

/** Hex HMAC-SHA256 of `message` under `secret`. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares a given hex signature with the expected one in constant time. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
