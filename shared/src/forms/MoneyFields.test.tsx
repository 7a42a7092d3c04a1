import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { shell } from '../testing';
import { AmountField, PaymentPasswordField } from '.';

// The fields' own words come from the kit's namespace, in the bus's language.
beforeEach(() => act(() => shell.setLanguage('EN')));

function Typed({ field }: { field: typeof AmountField }) {
  const [value, setValue] = useState('');
  const Field = field;
  return (
    <>
      <Field value={value} onValue={setValue} />
      <output data-testid="kept">{value}</output>
    </>
  );
}

describe('AmountField', () => {
  it('is labelled "Amount", keeps what is typed as text and asks phones for the decimal keypad', async () => {
    render(<Typed field={AmountField} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputMode', 'decimal');
    expect(input).toHaveAttribute('autoComplete', 'off');
    // identity-obj-proxy: the class names are the CSS module's keys (44 px inputs).
    expect(input.closest('.touch')).not.toBeNull();
    await userEvent.type(input, '12.');
    expect(screen.getByTestId('kept')).toHaveTextContent('12.');
  });

  it('takes a label, a hint and an error of its own', () => {
    render(<AmountField label="Envelope total" value="" onValue={() => undefined} hint="Main wallet: K 5.00" error="Please enter an amount." />);
    const input = screen.getByRole('textbox', { name: 'Envelope total' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter an amount.');
  });
});

describe('PaymentPasswordField', () => {
  it('is a masked numeric field of the rule\'s six digits, "6 digits" under it, that drops anything but digits', async () => {
    render(<Typed field={PaymentPasswordField} />);
    const input = screen.getByLabelText('Payment password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('inputMode', 'numeric');
    expect(input).toHaveAttribute('maxLength', '6');
    expect(input).toHaveAccessibleDescription('6 digits');
    expect(input.closest('.touch')).not.toBeNull();
    await userEvent.type(input, '1a2 3-4');
    expect(screen.getByTestId('kept')).toHaveTextContent(/^1234$/);
  });

  it('keeps six digits of a pasted longer text', async () => {
    render(<Typed field={PaymentPasswordField} />);
    const input = screen.getByLabelText('Payment password');
    // user-event keeps to maxLength as a browser does; the field must not count on it (autofill, scripts).
    input.removeAttribute('maxLength');
    await userEvent.click(input);
    await userEvent.paste('12345678');
    expect(screen.getByTestId('kept')).toHaveTextContent(/^123456$/);
  });

  it('shows the form\'s own hint, and its own words in another language', async () => {
    const { rerender } = render(<PaymentPasswordField value="" onValue={() => undefined} hint="Set a payment password first." />);
    expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription('Set a payment password first.');
    act(() => shell.setLanguage('CN'));
    rerender(<PaymentPasswordField value="" onValue={() => undefined} />);
    expect(await screen.findByLabelText('支付密码')).toHaveAccessibleDescription('6 位数字');
  });
});
