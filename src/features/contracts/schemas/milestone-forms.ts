import { z } from 'zod';
import { format } from '@/i18n';
import { contracts as contractsText } from '@/i18n/contracts';

const messages = contractsText.forms;
const TITLE_MAX = 200;
const TEXT_MAX = 5000;

// Every message is asked for when a value fails (zod's `error` function), not when the schema is
// built: the schemas are made once, and a language switch must reword what they say.
const requiredText = (required: () => string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: required })
    // The limit as a number: the Arabic message picks its plural form by it.
    .max(max, { error: () => format(messages.tooLong, { max }) });

/** A real calendar date in YYYY-MM-DD (what <input type="date"> gives and the API expects). */
const dueDate = z
  .string()
  .trim()
  .min(1, { error: () => messages.required.dueDate })
  .refine(
    (value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return false;
      const [, y, m, d] = match.map(Number) as [number, number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { error: () => messages.invalidDate },
  );

/** Specification §5: milestone and task forms need title, description and due date. */
export const milestoneFormSchema = z.object({
  title: requiredText(() => messages.required.title, TITLE_MAX),
  description: requiredText(() => messages.required.description, TEXT_MAX),
  dueDate,
});
export type MilestoneFormValues = z.infer<typeof milestoneFormSchema>;

/** The task form has the same fields as the milestone form. */
export const taskFormSchema = milestoneFormSchema;
export type TaskFormValues = MilestoneFormValues;

/** Specification §5: a comment needs its text. */
export const commentFormSchema = z.object({
  text: requiredText(() => messages.required.text, TEXT_MAX),
});
export type CommentFormValues = z.infer<typeof commentFormSchema>;
