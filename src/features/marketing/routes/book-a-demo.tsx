import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button, PageContainer } from '@/components/ui';
import { t } from '@/i18n';
import { marketing as marketingText } from '@/i18n/marketing';
import { Icon } from '../components/icons';
import { RolePicker, type RoleOption } from '../components/role-picker';
import styles from './book-a-demo.module.css';

const copy = marketingText.bookADemo;

export type DemoRole = 'business' | 'partner';

/** Made at each render: the titles and lines are the active language's (decision 029). */
const roles = (): readonly RoleOption<DemoRole>[] => [
  { value: 'business', icon: 'briefcase', title: copy.business.title, description: copy.business.description },
  { value: 'partner', icon: 'handshake', title: copy.partner.title, description: copy.partner.description },
];

/** Where partners go: the sign-in page, in a new tab, without access back to this window. */
function openPartnerLogin() {
  window.open('/login', '_blank', 'noopener,noreferrer');
}

/**
 * /book-a-demo — the role picker. A business owner continues to the demo form
 * (/book-demo-business); a partner gets /login in a new tab.
 */
export function Component() {
  const navigate = useNavigate();
  const [role, setRole] = useState<DemoRole | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (role === 'business') void navigate('/book-demo-business');
    else if (role === 'partner') openPartnerLogin();
  };

  return (
    <PublicLayout title={t.routes.bookADemo}>
      <PageContainer as="section" width="narrow" aria-labelledby="book-a-demo-title" className={styles.page}>
        <div className={styles.header}>
          <h1 id="book-a-demo-title" className={styles.title}>
            {t.routes.bookADemo}
          </h1>
          <p className={styles.intro}>{copy.intro}</p>
        </div>
        <form onSubmit={onSubmit} className={styles.form} aria-labelledby="book-a-demo-title">
          <RolePicker labelledBy="book-a-demo-title" options={roles()} value={role} onChange={setRole} name="demo-role" />
          <div className={styles.footer}>
            <p id="book-a-demo-hint" className={styles.hint} aria-live="polite">
              {role === null ? copy.chooseHint : role === 'partner' ? copy.partnerHint : null}
            </p>
            <Button
              type="submit"
              size="lg"
              disabled={role === null}
              aria-describedby="book-a-demo-hint"
              iconEnd={<Icon name="arrow" />}
              className={styles.continue}
            >
              {copy.continue}
            </Button>
          </div>
        </form>
      </PageContainer>
    </PublicLayout>
  );
}
