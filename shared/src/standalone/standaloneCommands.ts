import type { Subscription } from 'rxjs';
import { bus, sendCommand, type ShellWriter } from '../bus';
import { endSession, establishSession, refreshBalance } from './standaloneSession';

/**
 * The standalone host answers the commands a remote can exercise alone; what needs the real shell
 * (its modals, game launch) is logged so the remote's team sees the request go out. `navigate` is
 * the router's, in StandaloneHost.
 */
export function answerCommands(writer: ShellWriter): Subscription {
  return bus.commands$.subscribe((command) => {
    switch (command.type) {
      case 'sessionExpired':
      case 'logout':
        endSession(writer);
        break;
      case 'establishSession':
        void establishSession(writer, command.token).then((ok) => {
          if (ok && command.redirect) sendCommand({ type: 'navigate', to: command.redirect });
        });
        break;
      case 'refreshBalance':
        void refreshBalance(writer);
        break;
      case 'toggleBalanceMask':
        writer.setBalance({ masked: !bus.balance$.value.masked });
        break;
      case 'openModal':
      case 'launchGame':
        console.info('[standalone] the shell would handle this command:', command);
        break;
      case 'navigate':
        break;
    }
  });
}
