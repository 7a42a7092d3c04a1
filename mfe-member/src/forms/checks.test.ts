import { checkAmount, checkPaymentPassword } from './checks';

// Amounts are parsed and ruled by the contract's money module (its own tests); these are the messages.
test('amount checks give the localized problem and name the limits; payment passwords are 6 digits', () => {
  const f = (minor: number) => `K ${minor / 100}`;
  expect(checkAmount('', { min: 1000, max: 5000 }, f)).toEqual({ key: 'amount.required' });
  expect(checkAmount('abc', {}, f)).toEqual({ key: 'amount.format', values: { decimals: 2 } });
  expect(checkAmount('0', {}, f)).toEqual({ key: 'amount.positive' });
  expect(checkAmount('5', { min: 1000, max: 5000 }, f)).toEqual({ key: 'amount.range', values: { min: 'K 10', max: 'K 50' } });
  expect(checkAmount('40', { min: 1000, max: 5000, available: 3000 }, f)).toEqual({ key: 'amount.available', values: { available: 'K 30' } });
  expect(checkAmount('30', { min: 1000, max: 5000, available: 3000 }, f)).toBeNull();
  expect(checkPaymentPassword('')).toEqual({ key: 'paymentPassword.required' });
  expect(checkPaymentPassword('12345')).toEqual({ key: 'paymentPassword.format' });
  expect(checkPaymentPassword('123456')).toBeNull();
});
