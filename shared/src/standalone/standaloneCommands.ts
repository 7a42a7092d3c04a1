import type { Subscription } from 'rxjs';
import { bus, type ShellWriter } from '@portal/kernel';
import { endSession } from './standaloneSession';

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
      case 'toggleBalanceMask':
        writer.setBalance({ masked: !bus.balance$.value.masked });
        break;
      case 'openModal':
      case 'openLogin':
      case 'launchGame':
        console.info('[standalone] the shell would handle this command:', command);
        break;
      case 'navigate':
        break;
    }
  });
}
