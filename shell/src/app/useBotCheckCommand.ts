import { useCommand } from '@portal/kernel';

/**
 * The shell's answer to `proveBotCheck` on the bus: a remote's form that the API guards with the bot
 * check (the agent centre's account opening) gets its proof from the register window's own solver.
 * The account forms' code (the solver with it) loads on the first ask, not with every page: few
 * visitors ever open an account from the agent centre.
 */
export function useBotCheckCommand(): void {
  useCommand('proveBotCheck', (command) => command.reply(import('../features/accountForms').then(({ solveBotCheck }) => solveBotCheck(command.purpose))));
}
