import { AgentPage } from '../../layout';
import type { AgentPage as AgentPageName } from './pages';

/** A page of the menu whose content belongs to another issue (account opening): its title and lead. */
export function AgentPageFrame({ page }: { page: AgentPageName }) {
  return <AgentPage page={page} />;
}
