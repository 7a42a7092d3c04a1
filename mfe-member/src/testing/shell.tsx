import type { ReactElement } from 'react';
import { renderAt } from '@portal/shared/testing';
import '../i18n';

// The stand-in shell of @portal/shared/testing, with the member namespace registered.
export { apiError, loginDemo, recordCommands, setBalance, shell, UUID } from '@portal/shared/testing';

/** Renders a member page at `/member/<page>` (with an optional query), next to a stand-in security centre (where links lead). */
export const renderPage = (ui: ReactElement, path = '/member/page') => renderAt(ui, path, { '/member/securityCenter': <p>security centre</p> });

/**
 * An answer for `stubEndpoints().on(…)` that gives these in turn, the last one from then on: an
 * error is thrown (a refusal), a promise is awaited (one that never settles holds the call).
 */
export function inTurn<A>(...answers: (A | Error | Promise<A>)[]): () => Promise<A> {
  let next = 0;
  return async () => {
    const answer = answers[Math.min(next++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer as A | Promise<A>;
  };
}
