import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLanguage } from '@/i18n';

/**
 * Rewords a form's field errors when the reader switches language: the schema's messages are read
 * when a value fails (decision 029), so the fields that show an error are checked again and their
 * messages come back in the new language. What was typed stays; fields without an error are left
 * alone (no new errors appear on a switch), and so are the server's refusals (`type: 'server'`):
 * checking those again here would clear a reason only the server can give.
 */
export function useRevalidateOnLanguage<T extends FieldValues>(form: UseFormReturn<T>): void {
  const { language } = useLanguage();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    const errors = form.formState.errors as Record<string, { type?: unknown } | undefined>;
    const failing = Object.keys(errors).filter((name) => errors[name]?.type !== 'server') as Path<T>[];
    if (failing.length > 0) void form.trigger(failing);
  }, [language, form]);
}
