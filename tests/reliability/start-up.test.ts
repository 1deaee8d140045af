// Starting the production server without an SMS provider: on loopback the codes go to its log
// (a newcomer's `npm start` can sign in); on a public address it refuses to start, unless
// ALLOW_NO_SMS=1 says codes may go undelivered.
import { describe, expect, it } from 'vitest';
import { start } from './harness';

describe('start-up without an SMS provider', () => {
  it('refuses to start on a public address, naming what to set', async () => {
    const refused = start({ HOST: '0.0.0.0', THALIFY_TEST_OUTBOX: '' });
    await expect(refused).rejects.toThrow(/server exited \(1\)/);
    await expect(refused).rejects.toThrow(/No SMS provider is configured.*APPWRITE_ENDPOINT.*ALLOW_NO_SMS=1/s);
  });

  it('starts on a public address with ALLOW_NO_SMS=1, and says codes are not delivered', async () => {
    const server = await start({ HOST: '0.0.0.0', ALLOW_NO_SMS: '1', THALIFY_TEST_OUTBOX: '' });
    try {
      expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
      expect(server.log()).toContain('sign-in codes are not delivered');
    } finally {
      await server.stop();
    }
  });
});
