import type { TestClient, LoginValue } from './client';

/** A login's second-factor challenge (403 `login.verify.required`): its ticket and the methods it takes. */
export interface Challenge {
  ticket: string;
  methods: string[];
}

/** Sends the challenge's code by one of its methods. */
export const sendLoginCode = (from: TestClient, body: Record<string, unknown>) =>
  from.call<{ expiredMinutes: number }>('POST', '/wps/session/login/verify/send', { body });

/** Answers the challenge (an E call): the session, or why not. */
export const verifyLogin = (from: TestClient, body: Record<string, unknown>) => from.sealed<LoginValue>('POST', '/wps/session/login/verify', body);
