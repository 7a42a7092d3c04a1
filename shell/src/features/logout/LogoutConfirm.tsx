import { useNavigate } from '@portal/kernel';
import { ConfirmDialog } from '@portal/shared';
import { logout } from '../session';
import { paths } from '../../app/paths';
import { useShellTranslation } from '../../i18n';

/** Logout needs a confirmation (spec §4); then the session ends and the visitor is taken home. */
export function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open
      title={t('logout.title')}
      message={t('logout.message')}
      onCancel={onClose}
      onConfirm={async () => {
        onClose();
        await logout().catch(() => undefined);
        navigate(paths.home);
      }}
    />
  );
}
