import { describe, expect, it } from 'vitest';
import { orderStatuses } from '#src/lib/orderTypes.ts';
import { readPushPayload } from '#src/lib/pushTypes.ts';
import { endpointProblem, pushOriginsFrom } from './endpointGuard.ts';
import { pushPayloadOf } from './pushTexts.ts';
import { outcomeOf, retryDelaySeconds } from './sender.ts';
import { vapidSubjectFrom } from './vapid.ts';

const orderId = '0b6f7e2a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('what a push says', () => {
  it('has a short text for every status that the worker reads back as a payload', () => {
    for (const status of orderStatuses) {
      const payload = pushPayloadOf({ kind: 'status', orderId, number: 1000042, status });
      expect(payload && readPushPayload(JSON.stringify(payload))).toEqual(payload);
      expect(payload?.url).toBe(`/orders/${orderId}`);
      expect(payload?.tag).toBe(`order-${orderId}`);
    }
  });

  it('cuts a long notice to the payload limit and says nothing for an unknown status', () => {
    const long = pushPayloadOf({ kind: 'notice', orderId, number: 1, notice: 'x'.repeat(400) });
    expect(long && readPushPayload(JSON.stringify(long))).not.toBeNull();
    expect(pushPayloadOf({ kind: 'status', orderId, number: 1, status: 'lost' })).toBeNull();
  });
});

describe('which endpoints the server sends to', () => {
  it('takes the browsers’ push services over https only', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
      'https://api.push.apple.com/3/device/abc',
    ])
      expect(endpointProblem(url, []), url).toBeNull();
  });

  it('refuses other hosts, http, ports, credentials and look-alikes', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilnotify.windows.com/x',
      'https://notify.windows.com/x',
      'https://127.0.0.1/x',
      'http://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      'not a url',
    ])
      expect(endpointProblem(url, []), url).toMatch(/^endpoint: /);
  });

  it('adds the configured origins, exactly', () => {
    const origins = pushOriginsFrom(' http://127.0.0.1:9100 , https://push.example.in/');
    expect(origins).toEqual(['http://127.0.0.1:9100', 'https://push.example.in']);
    expect(endpointProblem('http://127.0.0.1:9100/push/a', origins)).toBeNull();
    expect(endpointProblem('http://127.0.0.1:9101/push/a', origins)).not.toBeNull();
    expect(() => pushOriginsFrom('ftp://x.example')).toThrow(/PUSH_SERVICE_ORIGINS/);
  });
});

describe('the sender’s rules', () => {
  it('sends, forgets, retries or gives up by the push service’s answer', () => {
    expect([201, 404, 410, 429, 500, 503, 400, 403, 413].map(outcomeOf)).toEqual([
      'sent',
      'gone',
      'gone',
      'retry',
      'retry',
      'retry',
      'refused',
      'refused',
      'refused',
    ]);
    expect([1, 2, 3, 9].map(retryDelaySeconds)).toEqual([5, 20, 80, 600]);
  });

  it('takes a mailto: or https: contact only', () => {
    expect(vapidSubjectFrom(undefined)).toMatch(/^mailto:/);
    expect(vapidSubjectFrom('https://thalify.in')).toBe('https://thalify.in');
    expect(() => vapidSubjectFrom('http://thalify.in')).toThrow(/VAPID_SUBJECT/);
  });
});
