/** The part of `http_ece` (which ships no types) the local push service uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  /** Decrypts an aes128gcm body with the receiver's key pair and auth secret. */
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
}
