import { memo, useState } from 'react';
import { TextField } from '@/components/ui';
import { admin as adminText } from '@/i18n/admin';

const strings = adminText.panel;

/** The search field keeps its own text, so a keystroke re-renders nothing else. */
export const BusinessSearch = memo(function BusinessSearch({ onSearch, className }: { onSearch: (value: string) => void; className?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      type="search"
      label={strings.searchLabel}
      placeholder={strings.searchPlaceholder}
      value={value}
      autoComplete="off"
      spellCheck={false}
      startIcon={<SearchIcon />}
      className={className}
      onChange={(event) => {
        setValue(event.target.value);
        onSearch(event.target.value);
      }}
    />
  );
});

function SearchIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4 4" strokeLinecap="round" />
    </svg>
  );
}
