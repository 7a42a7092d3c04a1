import { useCallback, useRef, useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { formatIssue } from '@portal/shared';
import { botCheckChallenge, type BotCheckPurpose } from '@portal/shared/contracts';
import { FormRefusal, UNKNOWN_PROBLEM } from './refusal';

/**
 * The bot check of spec §4 step 4 and §7: a challenge for the purpose, solved in the browser (ALTCHA's
 * proof of work) or by the person in the vendor's widget (reCAPTCHA, Turnstile). The answer is the `botCheck` field of the call it protects; undefined when the site runs none (`off`).
 */
export async function solveBotCheck(purpose: BotCheckPurpose, signal?: AbortSignal): Promise<string | undefined> {
  const answer = await http.call(botCheckChallenge, { purpose });
  if (answer.provider === 'off') return undefined;
  if (answer.provider === 'recaptcha' || answer.provider === 'turnstile') {
    if (!answer.siteKey || !answer.script) throw new Error(`bot check ${answer.provider} without its site key or script`);
    const { solveWidget } = await import(/* webpackChunkName: "bot-check-widget" */ './widgetSolver');
    return solveWidget(answer.provider, answer.siteKey, answer.script, purpose, signal);
  }
  if (!answer.challenge) throw new Error('bot check altcha without its challenge');
  const { solveAltcha } = await import(/* webpackChunkName: "bot-check" */ './altchaSolver');
  return solveAltcha(answer.challenge, signal);
}

export type BotCheckState = 'idle' | 'checking' | 'done' | 'failed';

export interface BotCheck {
  state: BotCheckState;
  /** A fresh proof for one call (a proof is single use); throws when the check could not be made. */
  prove: (purpose: BotCheckPurpose) => Promise<string | undefined>;
}

/** A form's bot check with its state, for the status line (BotCheckStatus). */
export function useBotCheck(): BotCheck {
  const [state, setState] = useState<BotCheckState>('idle');
  const running = useRef(0);
  const prove = useCallback(async (purpose: BotCheckPurpose) => {
    const run = ++running.current;
    setState('checking');
    try {
      const proof = await solveBotCheck(purpose);
      if (run === running.current) setState('done');
      return proof;
    } catch (error) {
      if (run === running.current) setState('failed');
      throw error;
    }
  }, []);
  return { state, prove };
}

/**
 * The proof for a form's call, taken inside `useForm`'s send: a check that could not be made stops the
 * call, its message above the form (the API's own when it refused the challenge, else "the person check
 * failed"); `refusalOf` shows it.
 */
export async function proofForCall(botCheck: BotCheck, purpose: BotCheckPurpose): Promise<string | undefined> {
  try {
    return await botCheck.prove(purpose);
  } catch (error) {
    throw new FormRefusal(isApiError(error) ? error.message || formatIssue(UNKNOWN_PROBLEM) : formatIssue({ key: 'shell:accountForms.botCheck.failed' }));
  }
}
