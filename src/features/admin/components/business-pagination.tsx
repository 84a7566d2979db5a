import { Button } from '@/components/ui';
import { admin as adminText } from '@/i18n/admin';
import styles from './business-pagination.module.css';
import { fill, formatNumber } from '@/lib/format';

const strings = adminText.panel.pagination;

export interface BusinessPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * Previous / Page n of m / Next. The buttons use aria-disabled rather than disabled at the ends,
 * so the focus stays on the button that was pressed.
 */
export function BusinessPagination({ page, pages, onPage }: BusinessPaginationProps) {
  if (pages <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= pages;
  return (
    <nav aria-label={strings.label} className={styles.pagination}>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={atStart || undefined}
        onClick={() => {
          if (!atStart) onPage(page - 1);
        }}
      >
        {strings.previous}
      </Button>
      <span className={styles.page}>
        {fill(strings.page, { page: formatNumber(page), pages: formatNumber(pages) })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={atEnd || undefined}
        onClick={() => {
          if (!atEnd) onPage(page + 1);
        }}
      >
        {strings.next}
      </Button>
    </nav>
  );
}
