import { useTranslation } from '@portal/kernel';
import { ErrorState } from '@portal/shared';

export function RemoteFailedMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shared');
  return <ErrorState message={t('remoteFailed')} onRetry={onRetry} />;
}
