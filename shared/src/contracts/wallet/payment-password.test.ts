import { PAYMENT_PASSWORD_LENGTH, paymentPasswordDigits, paymentPasswordProblem } from './payment-password';

test('a payment password is exactly six ASCII digits', () => {
  expect(paymentPasswordProblem('')).toBe('required');
  expect(paymentPasswordProblem('12345')).toBe('format');
  expect(paymentPasswordProblem('1234567')).toBe('format');
  expect(paymentPasswordProblem('12345a')).toBe('format');
  // Burmese digits are digits to `\p{Nd}`, not to the rule: the hash is of what was typed.
  expect(paymentPasswordProblem('၁၂၃၄၅၆')).toBe('format');
  expect(paymentPasswordProblem('123456')).toBeNull();
});

test('a field keeps the digits of what was typed, at most six', () => {
  expect(paymentPasswordDigits('12 34-56')).toBe('123456');
  expect(paymentPasswordDigits('12345678')).toHaveLength(PAYMENT_PASSWORD_LENGTH);
  expect(paymentPasswordDigits('abc')).toBe('');
});
