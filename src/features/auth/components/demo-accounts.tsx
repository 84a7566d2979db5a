import { useId } from 'react';
import { Button } from '@/components/ui';
import { format } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import styles from './demo-accounts.module.css';

const strings = authText.demoAccounts;

export type DemoAccount = (typeof strings.accounts)[number];

export interface DemoAccountsProps {
  /** Fills the login form with this account's e-mail and the demo password. */
  onUse: (account: DemoAccount, password: string) => void;
  disabled?: boolean;
}

/** The four demo accounts of the mock backend (mock mode only), each with a one-click fill. */
export function DemoAccounts({ onUse, disabled = false }: DemoAccountsProps) {
  const headingId = useId();
  // Split at each render: the intro is the active language's (decision 029).
  const [before, after] = strings.intro.split('{password}');
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.title}>
        {strings.title}
      </h2>
      <p className={styles.intro}>
        {before}
        <code>{strings.password}</code>
        {after}
      </p>
      <ul className={styles.list}>
        {strings.accounts.map((account) => (
          <li key={account.key} className={styles.item}>
            <div className={styles.who}>
              <span className={styles.category}>{account.category}</span>
              <span className={styles.email}>
                <bdi dir="ltr">{account.email}</bdi>
              </span>
              <span className={styles.name}>
                <bdi>{account.name}</bdi> · <bdi>{account.business}</bdi>
              </span>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              aria-label={format(strings.useLabel, { category: account.category })}
              onClick={() => onUse(account, strings.password)}
            >
              {strings.use}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
