import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readDraft, writeDraft } from '@/lib/storage';
import { draftOf, mergeDraft, type ProfileFormValues, type SectionSpec } from '../schemas/profile-form';

/** Storage id of a registration form's draft (under the app's `draft:` prefix). */
export const draftId = (formId: string) => `profiles:${formId}`;

/** The starting values of a registration form: a saved draft over blank values. */
export function initialDraft(formId: string, sections: readonly SectionSpec[]) {
  return mergeDraft(sections, readDraft<unknown>(draftId(formId)));
}

/**
 * Keeps a long form's answers in local storage until it is submitted, so an accidental reload
 * loses nothing. The logo is left out: a data URL of up to 1 MB could exceed the storage quota
 * (and crowd out the demo server's own snapshot). A full or blocked storage is ignored.
 */
export function useFormDraft(form: UseFormReturn<ProfileFormValues>, formId: string, sections: readonly SectionSpec[]) {
  useEffect(() => {
    const subscription = form.watch((values) => {
      writeDraft(draftId(formId), draftOf(sections, values as Partial<ProfileFormValues>));
    });
    return () => subscription.unsubscribe();
  }, [form, formId, sections]);
}

/** Forgets the draft (after a successful submit, or when the user clears the form). */
export function clearDraft(formId: string): void {
  writeDraft(draftId(formId), null);
}
