import { memo } from 'react';
import { Skeleton, VisuallyHidden } from '@/components/ui';
import { useLanguage } from '@/i18n';
import { admin as adminText } from '@/i18n/admin';
import type { BusinessCounts } from '../lib/businesses';
import styles from './business-counters.module.css';
import { fill, formatNumber } from '@/lib/format';

const strings = adminText.panel.counters;

interface BusinessCountersProps {
  counts: BusinessCounts | null;
  /** The list could not be loaded: the counters say so instead of loading forever. */
  failed?: boolean;
}

/** The panel's counters: foreign businesses, local partners (with those awaiting verification) and investors. */
export const BusinessCounters = memo(function BusinessCounters({ counts, failed = false }: BusinessCountersProps) {
  // Memoised: a language switch must still re-render the words (decision 029).
  useLanguage();
  const unavailable = counts === null && failed;
  const items = [
    { key: 'foreign', label: strings.foreign, value: counts?.foreign },
    { key: 'local', label: strings.local, value: counts?.local, note: counts && counts.pending > 0 ? fill(strings.pending, { count: counts.pending }) : null },
    { key: 'investor', label: strings.investor, value: counts?.investor },
  ];
  return (
    <ul className={styles.counters} aria-label={strings.label} aria-busy={(counts === null && !failed) || undefined}>
      {items.map((item) => (
        <li key={item.key} className={styles.counter} data-kind={item.key}>
          <span className={styles.label}>{item.label}</span>
          <span className={styles.value}>
            {unavailable ? (
              <>
                <span aria-hidden="true">—</span>
                <VisuallyHidden>{strings.unavailable}</VisuallyHidden>
              </>
            ) : item.value === undefined ? (
              <Skeleton width="3ch" height="2rem" variant="rect" />
            ) : (
              formatNumber(item.value)
            )}
          </span>
          {item.note ? <span className={styles.note}>{item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
});
