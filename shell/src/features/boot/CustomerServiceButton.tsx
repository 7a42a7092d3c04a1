import { Button } from '@portal/shared';
import { serviceChannels } from './customerService';
import { useSiteConfig } from './SiteConfigContext';
import { useShellTranslation } from '../../i18n';

/**
 * The status pages' way out: the site's first outside channel (Telegram, WhatsApp…), opened in a new
 * tab. Not the live chat: that is the site's own, and a status page stands in for the whole site.
 */
export function CustomerServiceButton() {
  const { t } = useShellTranslation();
  const { customerService } = useSiteConfig();
  const link = serviceChannels(customerService)[0];
  if (!link) return null;
  return (
    <Button variant="primary" onClick={() => window.open(link.path, '_blank', 'noopener')}>
      {t('status.customerService')}
    </Button>
  );
}
