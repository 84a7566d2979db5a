import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLayout, RequireCategory } from '@/components/layout/app-layout';
import { Banner, Button, EmptyState, ErrorState, PageContainer, SearchField, Skeleton, SubTabs, Tabs, type TabItem } from '@/components/ui';
import { contracts as contractsText } from '@/i18n/contracts';
import { contractsPath } from '@/lib/session';
import { useClosedRequests } from '../api/get-closed-requests';
import { useContractList } from '../api/get-contract-list';
import {
  contractsPages,
  counterpartLabel,
  listKinds,
  matchesSearch,
  type ContractListKind,
  type ContractsPageConfig,
  type PartyKind,
} from '../lib/contract-model';
import { ContractCard } from './contract-card';
import { RequestActionDialog, type PendingAction } from './request-action-dialog';
import styles from './contracts-page.module.css';
import { fill } from '@/lib/format';
import { formatPlainNumber } from '@/lib/format-plain';

const copy = contractsText.list;

export interface ContractsPageProps {
  /** Whose contracts page this is: local (/partner/AllContracts), foreign or investor. */
  category: PartyKind;
}

/**
 * /partner/AllContracts, /foreign/AllContracts and /investor/AllContracts. A signed-in user of
 * another category is sent to their own contracts page (the lists would refuse them).
 */
export function ContractsPage({ category }: ContractsPageProps) {
  return (
    <RequireCategory category={category} ownPath={contractsPath}>
      {(session) => (
        <AppLayout title={copy.title}>
          <ContractsBoard page={contractsPages[category]} userId={session.user.id} />
        </AppLayout>
      )}
    </RequireCategory>
  );
}

const isListKind = (value: string | null): value is ContractListKind =>
  value !== null && (listKinds as readonly string[]).includes(value);

/** The tabs, sub-tabs, search and cards; the selected tab and sub-tab live in the URL (?tab=&with=). */
export function ContractsBoard({ page, userId }: { page: ContractsPageConfig; userId: string }) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const withParam = params.get('with');
  const list: ContractListKind = isListKind(tabParam) ? tabParam : 'approved';
  const counterpart: PartyKind = page.counterparts.find((kind) => kind === withParam) ?? page.counterparts[0];
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [pendingAction, setPendingAction] = useState<PendingAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const select = (next: { tab?: ContractListKind; with?: PartyKind }) => {
    const updated = new URLSearchParams(params);
    updated.set('tab', next.tab ?? list);
    updated.set('with', next.with ?? counterpart);
    setParams(updated, { replace: true });
    setNotice(null);
  };

  const mainTabs: TabItem<ContractListKind>[] = listKinds.map((kind) => ({ value: kind, label: copy.tabs[kind] }));
  const subTabs: TabItem<PartyKind>[] = page.counterparts.map((kind) => ({ value: kind, label: counterpartLabel(kind) }));

  return (
    <PageContainer padded className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1>{copy.title}</h1>
          <p className={styles.intro}>{copy.intro}</p>
        </div>
        <div role="search" className={styles.search}>
          <SearchField
            label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </header>
      {notice ? (
        <Banner tone="success" onClose={() => setNotice(null)} className={styles.notice}>
          {notice}
        </Banner>
      ) : null}
      <Tabs items={mainTabs} value={list} onChange={(tab) => select({ tab })} label={copy.mainTabsLabel} className={styles.mainTabs}>
        <SubTabs items={subTabs} value={counterpart} onChange={(kind) => select({ with: kind })} label={copy.subTabsLabel}>
          <ContractResults
            page={page}
            userId={userId}
            list={list}
            counterpart={counterpart}
            query={query}
            onClearSearch={() => setSearch('')}
            busyId={pendingAction?.contract.contractId ?? null}
            onAction={(action, contract) => {
              setNotice(null);
              setPendingAction({ action, contract });
            }}
          />
          {list === 'sent' ? <ClosedRequests page={page} userId={userId} counterpart={counterpart} query={query} /> : null}
        </SubTabs>
      </Tabs>
      <RequestActionDialog pending={pendingAction} onClose={() => setPendingAction(null)} onDone={setNotice} />
    </PageContainer>
  );
}

interface ContractResultsProps {
  page: ContractsPageConfig;
  userId: string;
  list: ContractListKind;
  counterpart: PartyKind;
  query: string;
  onClearSearch: () => void;
  busyId: string | null;
  onAction: (action: PendingAction['action'], contract: PendingAction['contract']) => void;
}

function ContractResults({ page, userId, list, counterpart, query, onClearSearch, busyId, onAction }: ContractResultsProps) {
  const contracts = useContractList({ page, list, requestType: counterpart, userId });

  if (contracts.isPending) {
    return (
      <div className={styles.results} aria-busy="true">
        <p role="status" className="visually-hidden">
          {copy.loading}
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className={styles.skeletonCard}>
              <Skeleton variant="circle" height={48} />
              <Skeleton lines={3} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (contracts.isError) {
    return (
      <ErrorState
        title={copy.loadError}
        onRetry={() => void contracts.refetch()}
        retryLabel={copy.tryAgain}
        retrying={contracts.isFetching}
      />
    );
  }

  const all = contracts.data ?? [];
  if (all.length === 0) return <EmptyState title={copy.empty} description={copy.emptyHint[list]} headingLevel={2} />;

  const shown = all.filter((contract) => matchesSearch(contract, query));
  if (shown.length === 0) {
    return (
      <EmptyState
        title={copy.noMatch}
        headingLevel={2}
        action={
          <Button variant="secondary" size="sm" onClick={onClearSearch}>
            {copy.clearSearch}
          </Button>
        }
      />
    );
  }

  return (
    <div className={styles.results}>
      {query.trim() ? (
        <p className={styles.count} role="status">
          {fill(copy.resultCount, { count: formatPlainNumber(shown.length), total: formatPlainNumber(all.length) })}
        </p>
      ) : null}
      <ul className={styles.grid}>
        {shown.map((contract) => (
          <li key={contract.contractId}>
            <ContractCard contract={contract} list={list} onAction={onAction} busy={busyId === contract.contractId} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Under Request Sent: the user's requests that were declined or cancelled (newest first), with their
 * status and no actions. Nothing is shown while there are none; a failure says so quietly.
 */
function ClosedRequests({ page, userId, counterpart, query }: { page: ContractsPageConfig; userId: string; counterpart: PartyKind; query: string }) {
  const closed = useClosedRequests({ page, requestType: counterpart, userId });
  const headingId = `closed-${counterpart}`;
  if (closed.isPending) {
    return (
      <p role="status" className="visually-hidden">
        {copy.closed.loading}
      </p>
    );
  }
  if (closed.isError) {
    return (
      <p className={styles.closedError} role="status">
        {copy.closed.loadError}{' '}
        <Button variant="ghost" size="sm" onClick={() => void closed.refetch()}>
          {copy.tryAgain}
        </Button>
      </p>
    );
  }
  const shown = (closed.data ?? []).filter((contract) => matchesSearch(contract, query));
  if (shown.length === 0) return null;
  return (
    <section className={styles.closed} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.closedHeading}>
        {copy.closed.heading}
      </h2>
      <p className={styles.closedIntro}>{copy.closed.intro}</p>
      <ul className={styles.grid}>
        {shown.map((contract) => (
          <li key={contract.contractId}>
            <ContractCard contract={contract} list="closed" />
          </li>
        ))}
      </ul>
    </section>
  );
}
