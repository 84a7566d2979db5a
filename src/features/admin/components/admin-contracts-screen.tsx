import { userMessage } from '@/api/errors';
import { EmptyState, ErrorState, PageContainer, Skeleton, Spinner } from '@/components/ui';
import { t } from '@/i18n';
import { admin as adminText } from '@/i18n/admin';
import { useAllContracts } from '../api/get-all-contracts';
import { AdminContractCard } from './admin-contract-card';
import styles from './admin-contracts-screen.module.css';
import { fill } from '@/lib/format';

const strings = adminText.contracts;

/** /admin/AllContracts for an admin: every contract as a card opening /contract/{id}. */
export function AdminContractsScreen() {
  const contracts = useAllContracts();
  const list = contracts.data;
  return (
    <PageContainer padded className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t.routes.adminContracts}</h1>
        <p className={styles.intro}>{strings.intro}</p>
        {list && list.length > 0 ? (
          <p className={styles.count}>
            {fill(strings.count, { count: list.length })}
          </p>
        ) : null}
      </div>
      {list ? (
        list.length === 0 ? (
          <EmptyState title={strings.empty} />
        ) : (
          <ul className={styles.grid}>
            {list.map((contract) => (
              <li key={contract._id} className={styles.item}>
                <AdminContractCard contract={contract} />
              </li>
            ))}
          </ul>
        )
      ) : contracts.isError ? (
        <ErrorState
          title={strings.loadError.title}
          message={userMessage(contracts.error, strings.loadError.fallback, strings.loadError.network)}
          onRetry={() => void contracts.refetch()}
          retrying={contracts.isFetching}
        />
      ) : (
        <div className={styles.loading} aria-busy="true">
          <Spinner label={strings.loading} />
          <div className={styles.grid}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rect" height="9rem" />
            ))}
          </div>
        </div>
      )}
    </PageContainer>
  );
}
