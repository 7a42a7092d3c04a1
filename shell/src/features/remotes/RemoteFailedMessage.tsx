import { ErrorState, useSharedTranslation } from '@portal/shared';

export function RemoteFailedMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useSharedTranslation();
  return <ErrorState message={t('remoteFailed')} onRetry={onRetry} />;
}
