import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui';
import { t } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import { notifySessionChange, pathAfterLogin } from '@/lib/session';
import { clearSession, setGoogleLanding, setStoredUser } from '@/lib/storage';
import { AuthPage } from '../components/auth-page';
import { isKnownCategory, landingUser } from '../lib/google-landing';
import styles from './auth-routes.module.css';

/** The demo chooser's name and e-mail, when it sent them (a real host's landing has none). */
function chosen(state: unknown): { name?: string; email?: string } {
  if (typeof state !== 'object' || state === null) return {};
  const { name, email } = state as Record<string, unknown>;
  return { ...(typeof name === 'string' && name ? { name } : {}), ...(typeof email === 'string' && email ? { email } : {}) };
}

/**
 * /google-success: the host's Google sign-in lands here with token, userId, category and
 * hasCompletedProfile. They are stored, then the user is routed by category (as after login);
 * an unknown category (a new account) goes to the category chooser, a landing without token or
 * userId to /login.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state } = useLocation();

  useEffect(() => {
    const token = params.get('token');
    const userId = params.get('userId');
    if (!token || !userId) {
      navigate('/login', { replace: true });
      return;
    }
    const category = params.get('category') ?? '';
    const hasCompletedProfile = params.get('hasCompletedProfile') === 'true';
    clearSession();
    setGoogleLanding({ token, userId, category, hasCompletedProfile });
    const known = isKnownCategory(category);
    if (known) setStoredUser({ ...landingUser(userId, category, hasCompletedProfile), ...chosen(state) });
    notifySessionChange();
    // replace: the token does not stay in the history behind the user.
    navigate(known ? pathAfterLogin(category, hasCompletedProfile) : '/check-Category', { replace: true });
  }, [params, navigate, state]);

  return (
    <AuthPage title={t.routes.googleSuccess}>
      <p className={styles.pending}>
        <Spinner size="md" decorative />
        <span role="status">{authText.googleSuccess.body}</span>
      </p>
    </AuthPage>
  );
}
