import { Button } from '@portal/shared';
import { useSiteConfig } from './SiteConfigContext';
import { useShellTranslation } from '../../i18n';

/** The status pages' way out: the site's live-chat link, opened in a new tab. */
export function CustomerServiceButton() {
  const { t } = useShellTranslation();
  const { customerService } = useSiteConfig();
  const link = customerService.find((cs) => cs.csType === 'LIVECHAT') ?? customerService[0];
  if (!link) return null;
  return (
    <Button variant="primary" onClick={() => window.open(link.path, '_blank', 'noopener')}>
      {t('status.customerService')}
    </Button>
  );
}
