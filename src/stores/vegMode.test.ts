import { type PersistentListener, setPersistentEngine } from '@nanostores/persistent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userDataKey, vegModeKey } from '../lib/storageKeys';

// A browser: its storage (with the other tabs' changes), cookie jar, page and address bar.
const storage: Record<string, string> = { [vegModeKey]: 'egg' };
const otherTabs = new Map<string, PersistentListener>();
setPersistentEngine(storage, {
  addEventListener: (key: string, listener: PersistentListener) => {
    otherTabs.set(key, listener);
  },
  removeEventListener: (key: string) => {
    otherTabs.delete(key);
  },
});
/** Another tab stores `value` under the mode's key. */
function changedInAnotherTab(value: string): void {
  storage[vegModeKey] = value;
  otherTabs.get(vegModeKey)?.({ key: vegModeKey, newValue: value });
}
const attributes = new Map<string, string>();
const page = {
  cookie: '',
  documentElement: {
    lang: 'en',
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  },
};
vi.stubGlobal('document', page);
const location = { pathname: '/city/indore', search: '', reload: vi.fn(), assign: vi.fn() };
vi.stubGlobal('window', { location });

// The server: every call, and its answer.
const calls: { path: string; body: unknown }[] = [];
let failWith: number | null = null;
const accountMode = { current: undefined as string | undefined };
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn((path: string, options: { body?: Record<string, unknown> }) => {
    calls.push({ path, body: options.body });
    if (failWith) return Promise.reject(Object.assign(new Error('no'), { status: failWith }));
    const vegMode = path === '/me' ? options.body?.vegMode : accountMode.current;
    const user = { success: true, phone: '+919812345678', database: 'db_1', userId: 'u1', name: 'Meera' };
    return Promise.resolve({ user: vegMode ? { ...user, vegMode } : user });
  }),
}));
vi.mock('./appwriteAccount', () => ({
  identityAccount: () => ({
    createSession: async () => ({}),
    createJWT: async () => ({ jwt: 'jwt' }),
    deleteSession: async () => ({}),
  }),
}));

const { $vegMode, setVegMode, adoptAccountVegMode, vegModeNotSaved } = await import('./vegMode');
const { $userData } = await import('./user');
const { $otp } = await import('./areas');
const { logout, verifyLogin } = await import('./auth');
const { $pendingToasts } = await import('../components/ui/toasts');

const signedIn = { success: true, phone: '+919812345678', database: 'db_1', userId: 'u1', name: 'Meera' };

afterEach(() => {
  calls.length = 0;
  failWith = null;
  $pendingToasts.set([]);
});

describe('the veg-only mode in the browser', () => {
  it('starts from storage, and reads anything it does not know as every dish', () => {
    expect($vegMode.get()).toBe('egg');
    changedInAnotherTab('vegan');
    expect($vegMode.get()).toBe('all');
  });

  it('is kept in storage, mirrored to the cookie and the page, and asks no account of a visitor', async () => {
    await setVegMode('veg');
    expect(storage[vegModeKey]).toBe('veg');
    expect(page.cookie).toBe('veg_mode=veg; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(attributes.get('data-veg-mode')).toBe('veg');
    await setVegMode('all');
    expect(page.cookie).toBe('veg_mode=; Path=/; Max-Age=0; SameSite=Lax');
    expect(attributes.has('data-veg-mode')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('follows a change made in another tab, mirrors included', () => {
    changedInAnotherTab('egg');
    expect($vegMode.get()).toBe('egg');
    expect(attributes.get('data-veg-mode')).toBe('egg');
    expect(page.cookie).toContain('veg_mode=egg');
  });
});

describe('the veg-only mode with an account', () => {
  it('saves a change on the account of a signed-in diner, who keeps the record answered', async () => {
    $userData.set(signedIn);
    await setVegMode('veg');
    expect(calls).toEqual([{ path: '/me', body: { vegMode: 'veg' } }]);
    expect($userData.get()?.vegMode).toBe('veg');
    expect(JSON.parse(storage[userDataKey] ?? '{}').vegMode).toBe('veg');
  });

  it('keeps the change in the browser when the account could not, and says so (but not for an ended session)', async () => {
    failWith = 503;
    await setVegMode('egg');
    expect($vegMode.get()).toBe('egg');
    expect($pendingToasts.get().map((t) => t.message)).toEqual([vegModeNotSaved]);
    $pendingToasts.set([]);
    failWith = 401;
    await setVegMode('veg');
    expect($vegMode.get()).toBe('veg');
    expect($pendingToasts.get()).toEqual([]);
  });

  it('takes the account’s mode at sign-in, and keeps the browser’s when the account has none', () => {
    adoptAccountVegMode({ vegMode: 'egg' });
    expect($vegMode.get()).toBe('egg');
    adoptAccountVegMode({});
    expect($vegMode.get()).toBe('egg');
  });

  it('sends the browser’s mode with a login and takes the account’s answer before the page reloads', async () => {
    $userData.set(null);
    await setVegMode('veg');
    $otp.success({ userId: 'u1', otpSent: true });
    accountMode.current = 'egg';
    expect(await verifyLogin('+919812345678', '123456')).toBe(true);
    expect(calls.at(-1)).toMatchObject({ path: '/login', body: { phone: '+919812345678', vegMode: 'veg' } });
    expect($vegMode.get()).toBe('egg');
    expect(page.cookie).toContain('veg_mode=egg');
    expect(location.assign).toHaveBeenCalledWith('/');
  });

  it('leaves the browser’s mode as it is at sign-out', async () => {
    $userData.set(signedIn);
    await logout();
    expect($userData.get()).toBeNull();
    expect($vegMode.get()).toBe('egg');
    expect(storage[vegModeKey]).toBe('egg');
  });
});
