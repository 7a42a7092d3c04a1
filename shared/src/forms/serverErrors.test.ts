import { ApiError } from '@portal/kernel';
import { apiError } from '../testing';
import { fieldErrorOf, isClean, newRequestId, serverProblem } from '.';

const FIELDS = ['mobileNum', 'code', 'captcha'] as const;

describe('fieldErrorOf', () => {
  test('puts a message under the field the server names, when the form shows it', () => {
    expect(fieldErrorOf(apiError('phone.invalid', 'Wrong number', 'mobileNum'), FIELDS)).toEqual({ field: 'mobileNum', message: 'Wrong number' });
    expect(fieldErrorOf(apiError('x', 'About a hidden field', 'email'), FIELDS)).toEqual({ field: null, message: 'About a hidden field' });
  });

  test('a code about a field wins over the name; server names can be renamed', () => {
    const byCode = { 'captcha.invalid': 'captcha' } as const;
    expect(fieldErrorOf(apiError('captcha.invalid', 'Wrong captcha', 'code'), FIELDS, { byCode })).toEqual({ field: 'captcha', message: 'Wrong captcha' });
    expect(fieldErrorOf(apiError('verification.invalid', 'Wrong code', 'verificationCode'), FIELDS, { rename: { verificationCode: 'code' } })).toEqual({
      field: 'code',
      message: 'Wrong code',
    });
  });

  test('without fields it is simply the message to show; nothing to show is null', () => {
    expect(fieldErrorOf(apiError('transfer.no.upline', 'You have no upline', 'amount'))).toEqual({ field: null, message: 'You have no upline' });
    expect(fieldErrorOf(new TypeError('x is undefined'))).toEqual({ field: null, message: null });
    expect(fieldErrorOf(new ApiError(500, 'unknown', ''))).toEqual({ field: null, message: null });
  });
});

test('serverProblem gives the form state, with the fallback where the server gave nothing to show', () => {
  expect(serverProblem(apiError('phone.invalid', 'Wrong number', 'mobileNum'), FIELDS, 'Failed')).toEqual({ fields: { mobileNum: 'Wrong number' }, form: null });
  expect(serverProblem(apiError('limit', 'Too many tries'), FIELDS, 'Failed')).toEqual({ fields: {}, form: 'Too many tries' });
  expect(serverProblem(new Error('bug'), FIELDS, 'Failed')).toEqual({ fields: {}, form: 'Failed' });
  expect(serverProblem(apiError('captcha.invalid', 'Wrong captcha'), FIELDS, 'Failed', { byCode: { 'captcha.invalid': 'captcha' } })).toEqual({
    fields: { captcha: 'Wrong captcha' },
    form: null,
  });
});

test('isClean is true when no field has a message', () => {
  expect(isClean({})).toBe(true);
  expect(isClean({ amount: undefined, code: '' })).toBe(true);
  expect(isClean({ amount: 'Please enter an amount.' })).toBe(false);
});

describe('newRequestId', () => {
  const randomUUID = crypto.randomUUID;
  afterEach(() => Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true, writable: true }));

  test('is a fresh UUID each time', () => {
    const ids = Array.from({ length: 50 }, newRequestId);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('without randomUUID (plain http) it is 32 random hex digits, still what the server accepts', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    const ids = Array.from({ length: 50 }, newRequestId);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
