import { describe, expect, it } from 'vitest';
import {
  isLoopbackHost,
  logSmsSender,
  maskPhone,
  TestOutbox,
  testOutboxFromEnv,
  undeliveredCodePolicy,
} from './sms.ts';

describe('log SMS sender', () => {
  it('prints the code in development', async () => {
    const lines: string[] = [];
    await logSmsSender({ production: false, outbox: null, log: (l) => lines.push(l) }).send('+919876543210', '123456');
    expect(lines).toEqual(['[sms] +919876543210 code 123456']);
  });

  it('never prints the code, nor the whole phone, in production', async () => {
    const lines: string[] = [];
    const outbox = new TestOutbox();
    await logSmsSender({ production: true, outbox, log: (l) => lines.push(l) }).send('+919876543210', '123456');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('123456');
    expect(lines[0]).not.toContain('9876543210');
    expect(lines[0]).toContain('+91XXXXXX3210');
    // The outbox still gets it: end-to-end tests run the production build.
    expect(outbox.latestFor('+919876543210')?.code).toBe('123456');
  });

  it('prints the code in production only on a server that listens on loopback', async () => {
    const lines: string[] = [];
    await logSmsSender({ production: true, showCodes: true, outbox: null, log: (l) => lines.push(l) }).send(
      '+919876543210',
      '123456',
    );
    expect(lines).toEqual(['[sms] sign-in code for +919876543210: 123456']);
  });

  it('decides where undelivered codes go from the listening address and ALLOW_NO_SMS', () => {
    expect(undeliveredCodePolicy({}, true)).toBe('log');
    for (const HOST of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])
      expect(undeliveredCodePolicy({ HOST }, true)).toBe('log');
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'shop.example.in'])
      expect(undeliveredCodePolicy({ HOST }, true)).toBe('refuse');
    expect(undeliveredCodePolicy({ HOST: '0.0.0.0', ALLOW_NO_SMS: '1' }, true)).toBe('nowhere');
    expect(undeliveredCodePolicy({ HOST: '0.0.0.0' }, false)).toBe('log');
    expect(isLoopbackHost('127.0.0.1.evil.example')).toBe(false);
  });

  it('masks phones', () => {
    expect(maskPhone('+919876543210')).toBe('+91XXXXXX3210');
    expect(maskPhone('123')).toBe('a phone');
  });
});

describe('test outbox', () => {
  it('exists only with THALIFY_TEST_OUTBOX=1', () => {
    expect(testOutboxFromEnv({})).toBeNull();
    expect(testOutboxFromEnv({ THALIFY_TEST_OUTBOX: '0' })).toBeNull();
    expect(testOutboxFromEnv({ THALIFY_TEST_OUTBOX: '1' })).toBeInstanceOf(TestOutbox);
  });

  it('keeps the latest code per phone and at most a thousand phones', () => {
    const outbox = new TestOutbox();
    outbox.record('+919000000000', '111111', new Date(0));
    outbox.record('+919000000000', '222222', new Date(1));
    expect(outbox.latestFor('+919000000000')).toEqual({ code: '222222', sentAt: new Date(1).toISOString() });
    for (let i = 1; i <= 1000; i++) outbox.record(`+918${String(i).padStart(9, '0')}`, '333333', new Date(2));
    expect(outbox.latestFor('+919000000000')).toBeUndefined();
    expect(outbox.latestFor('+918000001000')?.code).toBe('333333');
  });
});
