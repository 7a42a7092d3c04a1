/**
 * @jest-environment-options {"resources": "usable"}
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../i18n';
import './i18n';
import { botCheckChallenge, type BotCheckChallenge } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { shellWriter } from '../../app/shellWriter';
import { SendCodeButton } from './SendCodeButton';

/*
 * reCAPTCHA and Turnstile: the page loads the widget script the API names and the person ticks the
 * widget; its token is the call's proof. The vendors' scripts are stood in for by scripts of the same
 * interface (render with a site key and callbacks), served here over HTTP and run by the page.
 */

const STAND_INS: Record<string, string> = {
  '/turnstile.js': `window.turnstile = { render: function (box, o) {
    var tick = document.createElement('button'); tick.type = 'button'; tick.textContent = 'Verify you are human';
    tick.onclick = function () { o.callback('turnstile-token:' + o.sitekey + ':' + o.action); };
    box.appendChild(tick); return 'w1'; } };`,
  '/recaptcha.js': `window.grecaptcha = { ready: function (go) { setTimeout(go, 0); }, render: function (box, o) {
    var tick = document.createElement('button'); tick.type = 'button'; tick.textContent = "I'm not a robot";
    tick.onclick = function () { o.callback('recaptcha-token:' + o.sitekey + ':' + (o.action || '')); };
    box.appendChild(tick); return 0; } };`,
  '/refusing.js': `window.turnstile = { render: function (box, o) { setTimeout(o['error-callback'], 0); } };`,
};

let widgets: Server;
let origin: string;
beforeAll(async () => {
  shellWriter.setLanguage('EN');
  widgets = createServer((request, response) => {
    const body = STAND_INS[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/javascript' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => widgets.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(widgets.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => widgets.close(() => resolve())));

const vendor = (provider: 'recaptcha' | 'turnstile', script: string): BotCheckChallenge => ({ provider, challenge: null, siteKey: 'the-site-key', script: `${origin}${script}` });

test.each([
  ['turnstile', '/turnstile.js', 'Verify you are human', 'turnstile-token:the-site-key:sms'],
  ['recaptcha', '/recaptcha.js', "I'm not a robot", 'recaptcha-token:the-site-key:'],
] as const)('%s: the widget shows over the form, and its token goes with the call', async (provider, script, tick, token) => {
  stubEndpoints().on(botCheckChallenge, vendor(provider, script));
  const send = jest.fn().mockResolvedValue({ expiredMinutes: 1 });
  render(<SendCodeButton validate={() => true} send={send} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  const popup = await screen.findByRole('dialog', { name: 'Confirm that you are a person' });
  expect(send).not.toHaveBeenCalled();
  await userEvent.click(await screen.findByRole('button', { name: tick }));
  expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  expect(send).toHaveBeenCalledWith(token);
  expect(popup).not.toBeInTheDocument();
});

test('closing the widget, or a widget that refuses, sends nothing and says the check failed', async () => {
  stubEndpoints().on(botCheckChallenge, vendor('turnstile', '/turnstile.js'));
  const send = jest.fn().mockResolvedValue({ expiredMinutes: 1 });
  const { unmount } = render(<SendCodeButton validate={() => true} send={send} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('dialog', { name: 'Confirm that you are a person' });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(await screen.findByText('The person check failed. Please try again.')).toBeInTheDocument();
  unmount();

  stubEndpoints().on(botCheckChallenge, vendor('turnstile', '/refusing.js'));
  render(<SendCodeButton validate={() => true} send={send} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('The person check failed. Please try again.', {})).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});
