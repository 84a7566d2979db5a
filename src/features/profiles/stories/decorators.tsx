import type { Decorator } from '@storybook/react-vite';
import { useState, type ComponentType, type ReactNode } from 'react';
import { writeDraft } from '@/lib/storage';
import { draftId } from '../hooks/use-form-draft';

function SavedDraft({ formId, values, children }: { formId: string; values: Record<string, unknown> | null; children: ReactNode }) {
  // Written once, before the form reads its draft on its first render.
  useState(() => writeDraft(draftId(formId), values));
  return <>{children}</>;
}

/** Starts a registration form from a saved draft (or from a blank form with `null`). */
export const withDraft =
  (formId: string, values: Record<string, unknown> | null): Decorator =>
  (Story) => (
    <SavedDraft formId={formId} values={values}>
      <Story />
    </SavedDraft>
  );

/** A small image file for logo uploads in stories. */
export const sampleLogoFile = () =>
  new File(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 88 88"><rect width="88" height="88" rx="16" fill="#0f766e"/><text x="44" y="56" font-family="Arial" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">KP</text></svg>',
    ],
    'ketbi-logo.svg',
    { type: 'image/svg+xml' },
  );

/** A sample logo as a data URL. */
export const sampleLogoDataUrl =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 88 88"><rect width="88" height="88" rx="16" fill="#0f766e"/><text x="44" y="56" font-family="Arial" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">KP</text></svg>',
  );

/**
 * A story render for a controlled field: the field keeps its own value (seeded by the story's args)
 * and still reports each change to the `onChange` action.
 */
export function controlledField<P extends { value: unknown; onChange: (next: never) => void }>(Field: ComponentType<P>, maxInlineSize: number) {
  return function Render(args: P) {
    const [value, setValue] = useState(args.value);
    const report = args.onChange as (next: P['value']) => void;
    return (
      <div style={{ maxInlineSize }}>
        <Field
          {...args}
          value={value}
          onChange={(next: P['value']) => {
            setValue(next);
            report(next);
          }}
        />
      </div>
    );
  };
}

/** The demo foreign business's profile (Nordvik Payments AB), first reading of every list. */
export const nordvikProfile = {
  companyName: 'Nordvik Payments AB',
  industry: 'Fintech & Financial Services',
  companySize: '51-200',
  operatingRegion: 'Sweden, Nordics',
  expansionGoal: 'Market Entry',
  targetRevenue: 35,
  expansionTimeline: '3-6 months',
  marketType: 'B2B',
  preferredPartnerType: 'Financial',
  budgetRange: '100k-250k',
};
