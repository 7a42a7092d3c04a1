import { useCommand } from '@portal/kernel';
import { solveBotCheck } from './botCheck';

/**
 * The shell's answer to `proveBotCheck` on the bus: a remote's form that the API guards with the bot
 * check (the agent centre's account opening) gets its proof from the register window's own solver,
 * whose lazy chunk stays the shell's.
 */
export function useBotCheckCommand(): void {
  useCommand('proveBotCheck', (command) => command.reply(solveBotCheck(command.purpose)));
}
