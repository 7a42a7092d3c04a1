import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, bus, claimShellWriter, type PortalCommand } from '@portal/shared';
import '../i18n';

/** Test stand-in for the shell: the one writer of the bus, a logged-in member in English. */
export const shell = claimShellWriter();

export function loginDemo(balance = 1_000_000) {
  shell.setLanguage('EN');
  shell.setSession({ isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: 'Demo', type: 0 }, token: 't' });
  shell.setBalance({ balance, decimals: 2, currency: 'MMK', currencySymbol: 'K', masked: false, loading: false });
}

/** Collects the commands sent on the bus until `stop()`. */
export function recordCommands() {
  const commands: PortalCommand[] = [];
  const subscription = bus.commands$.subscribe((command) => commands.push(command));
  return { commands, stop: () => subscription.unsubscribe() };
}

/** Renders a member page at `/member/<page>` (with an optional query). */
export function renderPage(ui: ReactElement, path = '/member/page') {
  const segment = path.split('?')[0]?.split('/').pop() ?? 'page';
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`/member/${segment}`} element={ui} />
        <Route path="/member/securityCenter" element={<p>security centre</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A refusal as the HTTP client gives it. */
export const apiError = (code: string, message: string, field?: string, status = 400) => new ApiError(status, code, message, field, field ? { field } : null);

export const UUID = expect.stringMatching(/^[0-9a-f-]{36}$/);

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
