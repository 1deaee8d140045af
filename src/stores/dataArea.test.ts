import { describe, expect, it } from 'vitest';
import { createDataArea, errorMessage } from './dataArea';

describe('createDataArea', () => {
  it('starts idle with the given data', () => {
    expect(createDataArea<number>(7).get()).toEqual({ isLoading: false, error: null, data: 7 });
  });
  it('request sets loading and clears data and error', () => {
    const area = createDataArea<number>(1);
    area.failure('x');
    area.request();
    expect(area.get()).toEqual({ isLoading: true, error: null, data: null });
  });
  it('success stores the payload with loading false', () => {
    const area = createDataArea<string>();
    area.request();
    area.success('ok');
    expect(area.get()).toEqual({ isLoading: false, error: null, data: 'ok' });
  });
  it('failure stores the message and empties data', () => {
    const area = createDataArea<string>('old');
    area.failure('boom');
    expect(area.get()).toEqual({ isLoading: false, error: 'boom', data: null });
  });
  it('reset empties data and keeps the rest', () => {
    const area = createDataArea<string>('x');
    area.reset();
    expect(area.get()).toEqual({ isLoading: false, error: null, data: null });
  });
  it('run drops a response that arrives after a newer request started', async () => {
    const area = createDataArea<string>();
    let releaseOld!: (v: string) => void;
    const old = area.run(() => new Promise<string>((r) => (releaseOld = r)));
    const fresh = area.run(async () => 'new');
    await fresh;
    releaseOld('old');
    await old;
    expect(area.get().data).toBe('new');
  });
  it('keepData shows the last answer while a new one loads and after it failed', async () => {
    const area = createDataArea<string>('first');
    let fail!: (e: Error) => void;
    const running = area.run(() => new Promise<string>((_, reject) => (fail = reject)), { keepData: true });
    expect(area.get()).toEqual({ isLoading: true, error: null, data: 'first' });
    fail(Object.assign(new Error('Service down'), { status: 503 }));
    await running;
    expect(area.get()).toMatchObject({ isLoading: false, data: 'first' });
    expect(area.get().error).toBeTruthy();
    await area.run(async () => 'second', { keepData: true });
    expect(area.get()).toEqual({ isLoading: false, error: null, data: 'second' });
  });
  it('cancel drops the answer on its way and leaves the area idle without an error', async () => {
    const area = createDataArea<string>('kept');
    area.failure('boom');
    let release!: (v: string) => void;
    let aborted = false;
    const pending = area.run(
      (signal) =>
        new Promise<string>((r) => {
          signal.addEventListener('abort', () => (aborted = true));
          release = r;
        }),
    );
    area.cancel();
    expect(aborted).toBe(true);
    expect(area.get()).toEqual({ isLoading: false, error: null, data: null });
    release('late');
    expect(await pending).toBeUndefined();
    expect(area.get()).toEqual({ isLoading: false, error: null, data: null });
  });
  it('run stores the diner text of a failed call, never the server wording for developers', async () => {
    const area = createDataArea<string>();
    await area.run(async () => {
      throw Object.assign(new Error('400 Bad Request'), { status: 400, data: { error: 'lat: required' } });
    });
    expect(area.get()).toEqual({ isLoading: false, error: 'Something went wrong. Please try again.', data: null });
  });
});

describe('errorMessage', () => {
  it('passes a server sentence written for diners, and maps the rest', () => {
    expect(errorMessage({ status: 401, data: { message: 'Invalid OTP. Please check the code and try again.' } })).toBe(
      'Invalid OTP. Please check the code and try again.',
    );
    expect(errorMessage(new Error('plain'))).toMatch(/went wrong/);
    expect(errorMessage(42)).toMatch(/went wrong/);
  });
});
