import { memo, useState } from 'react';
import { SearchField } from '@/components/ui';
import { useLanguage } from '@/i18n';
import { admin as adminText } from '@/i18n/admin';

const strings = adminText.panel;

/** The search field keeps its own text, so a keystroke re-renders nothing else. */
export const BusinessSearch = memo(function BusinessSearch({ onSearch, className }: { onSearch: (value: string) => void; className?: string }) {
  const [value, setValue] = useState('');
  // Memoised: a language switch must still re-render the label (decision 029).
  useLanguage();
  return (
    <SearchField
      label={strings.searchLabel}
      placeholder={strings.searchPlaceholder}
      value={value}
      spellCheck={false}
      className={className}
      onChange={(event) => {
        setValue(event.target.value);
        onSearch(event.target.value);
      }}
    />
  );
});
