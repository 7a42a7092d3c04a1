import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, checkMobileNumber, checkRequired, TextField } from '@portal/shared';
import { apiError } from '@portal/shared/testing';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { FormAlert } from './FormAlert';
import { useAccountForm } from './useAccountForm';

// A form as the account forms write them: a mobile number with a check of its own (the send-code
// button's), a code, and a call that `send` stands in for.
function CodeForm({ send }: { send: (code: string) => Promise<void> }) {
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const form = useAccountForm(['mobileNum', 'code'] as const, { byCode: { 'verification.invalid': 'code' } });
  const submit = form.handleSubmit(
    () => ({ mobileNum: checkMobileNumber(mobileNum), code: checkRequired(code) }),
    () => send(code),
  );
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Mobile number" value={mobileNum} onChange={(event) => setMobileNum(event.target.value)} error={form.errors.mobileNum} />
      <TextField label="Code" value={code} onChange={(event) => setCode(event.target.value)} error={form.errors.code} />
      <Button onClick={() => form.setIssue('mobileNum', checkMobileNumber(mobileNum))}>Check number</Button>
      <Button onClick={form.reset}>Start again</Button>
      <FormAlert problem={form.formError} />
      <Button type="submit" loading={form.sending}>
        Verify
      </Button>
    </form>
  );
}

beforeEach(() => act(() => shellWriter.setLanguage('EN')));

test("the checks' messages are worded at each render: they follow the language; nothing is sent while one shows", async () => {
  const send = jest.fn();
  render(<CodeForm send={send} />);
  await userEvent.type(screen.getByLabelText('Mobile number'), '9420000001');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('input cannot be empty')).toBeInTheDocument();
  expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Mobile number')).not.toHaveAttribute('aria-invalid');
  expect(send).not.toHaveBeenCalled();

  act(() => shellWriter.setLanguage('CN'));
  expect(await screen.findByText('输入不能为空')).toBeInTheDocument();
});

test("a refusal lands under the field it is about and stays in the server's words; a clean check takes the old messages away", async () => {
  const send = jest.fn().mockRejectedValueOnce(apiError('verification.invalid', 'Verification code is not valid')).mockRejectedValueOnce(apiError('sms.limit', 'Too many tries'));
  render(<CodeForm send={send} />);
  await userEvent.type(screen.getByLabelText('Mobile number'), '9420000001');
  await userEvent.type(screen.getByLabelText('Code'), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Verification code is not valid')).toBeInTheDocument();
  expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');

  act(() => shellWriter.setLanguage('CN'));
  expect(screen.getByText('Verification code is not valid')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries');
  expect(screen.queryByText('Verification code is not valid')).not.toBeInTheDocument();
});

test("one field's check outside a submit shows under it and goes when it passes; reset takes every message away", async () => {
  render(<CodeForm send={jest.fn().mockRejectedValue(apiError('sms.limit', 'Too many tries'))} />);
  await userEvent.click(screen.getByRole('button', { name: 'Check number' }));
  expect(await screen.findByText('Missing phone number')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Mobile number'), '9420000001');
  await userEvent.click(screen.getByRole('button', { name: 'Check number' }));
  expect(screen.queryByText('input cannot be empty')).not.toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries');
  await userEvent.clear(screen.getByLabelText('Code'));
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('input cannot be empty')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
  expect(screen.queryByText('input cannot be empty')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
