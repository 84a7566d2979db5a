import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage, useLanguage } from '@/i18n';
import { defaultFilters } from '../lib/matches';
import { MatchToolbar } from './match-toolbar';

/** As the app's root: a language switch re-renders the screen. */
function Root() {
  useLanguage();
  return (
    <MatchToolbar
      listName="Investor matches"
      filters={defaultFilters}
      onChange={vi.fn()}
      industries={['Food & Beverage', 'Technology & SaaS']}
      regions={['Dubai — DIFC']}
    />
  );
}

const optionsOf = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);

afterEach(async () => {
  await setLanguage('en', 'latn');
});

describe('MatchToolbar', () => {
  it('rewords its sort, industry and score choices on a language switch, industries in the reader’s words and order', async () => {
    render(<Root />);
    expect(optionsOf('Sort by')).toEqual(['Best match', 'Name (A–Z)', 'Newest']);
    expect(optionsOf('Industry')).toEqual(['All industries', 'Food & Beverage', 'Technology & SaaS']);

    await act(() => setLanguage('ar'));
    expect(optionsOf('الفرز حسب')).toEqual(['الأعلى توافقًا', 'الاسم (أ–ي)', 'الأحدث']);
    expect(optionsOf('القطاع')).toEqual(['جميع القطاعات', 'الأغذية والمشروبات', 'التكنولوجيا والبرمجيات كخدمة']);
    expect(optionsOf('الحد الأدنى للدرجة')).toEqual(['أي درجة', '50 فأكثر', '60 فأكثر', '70 فأكثر', '80 فأكثر', '90 فأكثر']);
    // The values stay the API's: a filter in the URL reads the same in both languages.
    const food = within(screen.getByRole('combobox', { name: 'القطاع' })).getByRole('option', { name: 'الأغذية والمشروبات' });
    expect(food).toHaveValue('Food & Beverage');
    expect(screen.getByRole('group', { name: 'فرز وتصفية Investor matches' })).toBeInTheDocument();
  });
});
