import type { StoryContext } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage, t } from '../../src/i18n';
import * as headerStories from '../../src/components/ui/site-header.stories';
import preview, { applyGlobals, storyLanguage } from '../preview';
import { globalTypes, initialGlobals } from './toolbar';

afterEach(async () => {
  await setLanguage('en', 'latn');
  localStorage.clear();
});

const context = (locale: string) => ({ globals: { ...initialGlobals, locale }, parameters: {} }) as unknown as StoryContext;

describe('the locale global', () => {
  it('offers English and Arabic in the toolbar, English by default, and reads anything else as English', () => {
    expect(globalTypes?.locale?.toolbar?.items?.map((item) => (typeof item === 'string' ? item : item.value))).toEqual(['en', 'ar']);
    expect(initialGlobals?.locale).toBe('en');
    expect(storyLanguage({ locale: 'ar' })).toBe('ar');
    expect(storyLanguage({ locale: 'xx' })).toBe('en');
    expect(storyLanguage({})).toBe('en');
  });

  it('switches the catalogue before the story renders, and back', async () => {
    await applyGlobals(context('ar'));
    expect(currentLanguage().language).toBe('ar');
    expect(t.common.nav.login).toBe('تسجيل الدخول');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await applyGlobals(context('en'));
    expect(t.common.nav.login).toBe('Login');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('draws a story right to left in Arabic, through the preview as Storybook runs it', async () => {
    const inArabic = { ...preview, loaders: [], initialGlobals: { ...initialGlobals, locale: 'ar' } };
    const [, Story] = Object.entries(composeStories(headerStories, inArabic))[0]!;
    await Story.load(); // runs the preview's beforeEach, as Storybook does: the catalogue turns Arabic
    expect(currentLanguage().language).toBe('ar');
    const { container } = render(<Story />);
    await waitFor(() => expect(container.querySelector('[dir]')).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
