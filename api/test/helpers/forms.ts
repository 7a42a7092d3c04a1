import { solvedBotCheck } from './botCheck';
import { TestClient } from './client';
import { captchaCode, newCaptchaKey } from './db';
import type { TestServer } from './server';

/** A captcha fetched and solved as a person reading the picture would (the code is read from the DB). */
export async function solvedCaptcha(client: TestClient, server: TestServer): Promise<{ captcha: string; captchaKey: string }> {
  const captchaKey = newCaptchaKey();
  await client.get(`/wps/captcha?key=${captchaKey}`);
  return { captcha: await captchaCode(server, captchaKey), captchaKey };
}

/** A filled-in username registration form, as the register window sends it. */
export async function registerForm(client: TestClient, server: TestServer, fields: Record<string, unknown> = {}) {
  return {
    username: 'newplayer',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ...(await solvedCaptcha(client, server)),
    botCheck: await solvedBotCheck(client, 'register'),
    affiliateCode: '',
    referralCode: '',
    registerUrl: 'http://localhost:8080/',
    registerMethod: 'WEB',
    domain: 'localhost',
    login: true,
    ...fields,
  };
}

/** A visitor from its own address (X-Forwarded-For): a new network for the two-factor login. */
export function clientFrom(baseUrl: string, ip: string, language = 'EN'): TestClient {
  return new TestClient(baseUrl, { Language: language, Merchant: 'DEMO', Device: 'web', 'X-Forwarded-For': ip });
}
