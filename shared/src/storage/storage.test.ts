import { REMEMBER_ME_MS } from '../constants';
import { STORAGE_KEYS, storage } from '.';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.useRealTimers();
});

describe('storage', () => {
  it('round-trips JSON values and reads a missing key as undefined', () => {
    storage.local.set('profile', { name: 'Ko Ko', vip: 3 });
    storage.session.set(STORAGE_KEYS.token, 'abc');
    expect(storage.local.get('profile')).toEqual({ name: 'Ko Ko', vip: 3 });
    expect(storage.session.get(STORAGE_KEYS.token)).toBe('abc');
    expect(sessionStorage.getItem('token')).toBe('"abc"');
    expect(storage.local.get('nothing')).toBeUndefined();
  });

  it('reads a raw, non-JSON string written by someone else as that string', () => {
    sessionStorage.setItem('token', 'raw-token-123');
    expect(storage.session.get('token')).toBe('raw-token-123');
  });

  it('keeps a value for its ttl, then reads it as undefined and removes it', () => {
    jest.useFakeTimers();
    storage.local.set(STORAGE_KEYS.rememberLogin, { username: 'demo01' }, REMEMBER_ME_MS);

    jest.advanceTimersByTime(REMEMBER_ME_MS - 1);
    expect(storage.local.get(STORAGE_KEYS.rememberLogin)).toEqual({ username: 'demo01' });

    jest.advanceTimersByTime(1);
    expect(storage.local.get(STORAGE_KEYS.rememberLogin)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.rememberLogin)).toBeNull();
  });

  it('removes a key', () => {
    storage.local.set(STORAGE_KEYS.theme, 'light');
    storage.local.remove(STORAGE_KEYS.theme);
    expect(storage.local.get(STORAGE_KEYS.theme)).toBeUndefined();
  });

  it('clears session storage on logout but keeps the merchant code, untouched', () => {
    sessionStorage.setItem(STORAGE_KEYS.merchant, 'DEMO');
    storage.session.set(STORAGE_KEYS.token, 'abc');
    storage.session.set(STORAGE_KEYS.closedPopups, [1, 2]);
    storage.local.set(STORAGE_KEYS.lang, 'EN');

    storage.clearSessionKeepMerchant();

    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.merchant)).toBe('DEMO');
    expect(storage.session.get(STORAGE_KEYS.token)).toBeUndefined();
    expect(storage.local.get(STORAGE_KEYS.lang)).toBe('EN');
  });

  it('keeps working, without persistence, when storage throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => storage.local.set('big', 'x')).not.toThrow();
    spy.mockRestore();
    expect(storage.local.get('big')).toBeUndefined();
  });
});
