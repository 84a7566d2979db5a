import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, useLanguage } from '@/i18n';
import { languages, languageStorageKeys, offeredLanguages } from '@/i18n/language';
import { formatIcu } from '@/i18n/icu';
import { catalogue } from '@/i18n/runtime';
import { fill, formatNumber } from '@/lib/format';
import { LanguageSwitch } from './language-switch';

// A catalogue of this test's own, in both languages: the switch must rewrite it where screens read it.
const { demo } = catalogue(
  { demo: { greeting: 'Welcome', count: '{count, plural, one {# request} other {# requests}}' } },
  {
    './ar/demo.ts': async () => ({
      demo: { greeting: 'أهلًا', count: '{count, plural, zero {لا طلبات} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}' },
    }),
  },
  formatIcu,
);
const copy = demo;

function Screen() {
  return (
    <main>
      <h1>{copy.greeting}</h1>
      <label>
        Name <input name="name" />
      </label>
      <p>{formatNumber(1234)}</p>
    </main>
  );
}

/** As src/main.tsx: the root re-renders on a switch, the screen keeps its state. */
function Root({ withDigits = false }: { withDigits?: boolean }) {
  useLanguage();
  return (
    <>
      <LanguageSwitch withDigits={withDigits} options={languages} />
      <Screen />
    </>
  );
}

afterEach(async () => {
  await setLanguage('en', 'latn');
  localStorage.clear();
});

describe('LanguageSwitch', () => {
  it('offers every language readers are offered, and draws nothing while there is only one', () => {
    const { unmount } = render(<LanguageSwitch />);
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([...offeredLanguages]);
    unmount();
    const { container } = render(<LanguageSwitch options={['en']} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is reached and used with the keyboard alone: Tab lands on it, the choice applies at once', async () => {
    const user = userEvent.setup();
    render(<Root />);
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Language / اللغة' });
    expect(select).toHaveFocus();
    // A native select: the arrow keys and type-ahead choose an option, which fires the change below.
    fireEvent.change(select, { target: { value: 'ar' } });
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('أهلًا'));
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('lang', 'ar');
  });

  it('is a select labelled in both languages, each language named in itself', () => {
    render(<LanguageSwitch options={languages} />);
    const select = screen.getByRole('combobox', { name: 'Language / اللغة' });
    expect(select).toHaveValue('en');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['العربية', 'ar'],
    ]);
  });

  it('switches the page without a reload: text, <html lang dir> and the stored choice change, typed text stays', async () => {
    const user = userEvent.setup();
    render(<Root />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Astrid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language / اللغة' }), 'ar');
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('أهلًا'));
    expect(screen.getByRole('textbox')).toHaveValue('Astrid');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(languageStorageKeys.language)).toBe('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => fill(copy.count, { count }))).toEqual(['لا طلبات', 'طلب واحد', 'طلبان', '3 طلبات', '11 طلبًا', '100 طلب']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language / اللغة' }), 'en');
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Welcome'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(fill(copy.count, { count: 1 })).toBe('1 request');
  });

  it('offers Arabic-Indic digits in Arabic only, and writes numbers with them', async () => {
    const user = userEvent.setup();
    render(<Root withDigits />);
    expect(screen.queryByRole('combobox', { name: 'Digits / الأرقام' })).toBeNull();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language / اللغة' }), 'ar');
    await waitFor(() => expect(screen.getByText('1,234')).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Digits / الأرقام' }), 'arab');
    await waitFor(() => expect(screen.getByText('١٬٢٣٤')).toBeInTheDocument());
    expect(localStorage.getItem(languageStorageKeys.digits)).toBe('arab');
  });
});
