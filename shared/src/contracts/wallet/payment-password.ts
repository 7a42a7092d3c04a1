// The payment password's one rule (spec §4, §5): exactly six digits. The front ends check what is
// typed with it before a money call is sent, and the payment password field keeps to it as it is typed.
// A money call's schema does not repeat it (common/schemas `PaymentPassword`): there a password of
// another shape is a wrong password, counted by the API's guard against guessing like any other.

/** How many digits a payment password has. */
export const PAYMENT_PASSWORD_LENGTH = 6;

/** Exactly six ASCII digits (no `u` flag: `\d` is 0–9 only, never other scripts' digits). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** Why a typed payment password is refused: nothing typed, or not six digits. */
export type PaymentPasswordProblem = 'required' | 'format';

/** The rule: null when `value` is six digits. */
export function paymentPasswordProblem(value: string): PaymentPasswordProblem | null {
  if (!value) return 'required';
  return PAYMENT_PASSWORD_PATTERN.test(value) ? null : 'format';
}

/** What a payment password field keeps of what was typed or pasted: its digits, at most six. */
export function paymentPasswordDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH);
}
