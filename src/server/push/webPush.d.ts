/** The parts of `web-push` (which ships no types) the sender uses. */
declare module 'web-push' {
  /** A browser's subscription: where to send and the keys that encrypt for it. */
  export interface PushSubscriptionKeys {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  /** The request web-push would make, for the caller to send. */
  export interface RequestDetails {
    method: 'POST';
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  /** Options of one push. */
  export interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
    contentEncoding?: 'aes128gcm';
  }
  /** The encrypted, signed request of one push. */
  export function generateRequestDetails(
    subscription: PushSubscriptionKeys,
    payload: string | Buffer,
    options: RequestOptions,
  ): RequestDetails;
  /** A new VAPID key pair, base64url. */
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  const webpush: {
    generateRequestDetails: typeof generateRequestDetails;
    generateVAPIDKeys: typeof generateVAPIDKeys;
  };
  export default webpush;
}
