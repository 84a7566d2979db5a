import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui';
import { t } from '@/i18n';
import { keepLanguageChoice } from '@/i18n/language';
import { notifySessionChange } from '@/lib/session';
import { clearAppStorage } from '@/lib/storage';

/** 'Confirm Logout': clears all of the app's local storage but the language choice, and goes to /login. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title={t.common.logout.title}
      message={t.common.logout.message}
      cancelLabel={t.common.logout.cancel}
      confirmLabel={t.common.logout.confirm}
      tone="danger"
      onCancel={onClose}
      onConfirm={() => {
        // The language stays: it is this device's, not the account's (issue 15).
        keepLanguageChoice(clearAppStorage);
        notifySessionChange();
        onClose();
        navigate('/login', { replace: true });
      }}
    />
  );
}
