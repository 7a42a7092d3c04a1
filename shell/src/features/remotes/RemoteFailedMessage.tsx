import { useTranslation } from 'react-i18next';
import { ErrorState } from '@portal/shared';

export function RemoteFailedMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shared');
  return <ErrorState message={t('remoteFailed')} onRetry={onRetry} />;
}
