import { AgentPage } from '../../layout';
import type { AgentPage as AgentPageName } from './pages';

/** A page of the menu that has no content of its own yet (none today): its title and lead. */
export function AgentPageFrame({ page }: { page: AgentPageName }) {
  return <AgentPage page={page} />;
}
