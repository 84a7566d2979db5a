import { memo, useState } from 'react';
import { SearchField } from '@/components/ui';
import { admin as adminText } from '@/i18n/admin';

const strings = adminText.panel;

/** The search field keeps its own text, so a keystroke re-renders nothing else. */
export const BusinessSearch = memo(function BusinessSearch({ onSearch, className }: { onSearch: (value: string) => void; className?: string }) {
  const [value, setValue] = useState('');
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
