import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message of the first field (in form order) that has one: the form's single banner text. */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, fields: readonly (keyof T & string)[]): string | undefined {
  for (const field of fields) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
