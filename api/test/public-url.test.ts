import { loadConfig } from '../src';

/*
 * PUBLIC_URL, the origin every absolute URL the API builds starts with (one-click sign-in's redirect
 * URI; api/test/identity.test.ts shows a request's Host is not used). A mistyped one stops the start
 * instead of sending visitors somewhere else.
 */

it("defaults to localhost on the listen port, as npm start serves the portal", () => {
  expect(loadConfig({ env: {} }).publicUrl).toBe('http://localhost:8080');
  expect(loadConfig({ env: { PORT: '9090' } }).publicUrl).toBe('http://localhost:9090');
});

it('keeps the origin of the address it is given', () => {
  expect(loadConfig({ env: { PUBLIC_URL: 'https://portal.example/' } }).publicUrl).toBe('https://portal.example');
  expect(loadConfig({ env: { PUBLIC_URL: 'http://192.168.1.20:8080' } }).publicUrl).toBe('http://192.168.1.20:8080');
  expect(loadConfig({ env: { PUBLIC_URL: 'https://portal.example' }, publicUrl: 'https://other.example' }).publicUrl).toBe('https://other.example');
});

it.each(['portal.example', 'ftp://portal.example', 'https://portal.example/app', 'https://portal.example/?a=1', 'https://user:pw@portal.example'])('refuses to start with PUBLIC_URL=%s', (raw) => {
  expect(() => loadConfig({ env: { PUBLIC_URL: raw } })).toThrow(/PUBLIC_URL must be an http\(s\) origin/);
});
