import { z } from 'zod';
import { validation as words } from '../i18n/en';
import { atMost, id } from './common';

export const MILESTONE_FIELDS_REQUIRED = words.milestoneFields;
export const COMMENT_TEXT_REQUIRED = words.commentText;
export const MARKUP_RULE = words.markup;
export const DUE_DATE_RULE = words.dueDateFormat;

export const TITLE_MAX = 200;
export const TEXT_MAX = 5000;

/** An HTML tag, comment or doctype: "<script>", "</b>", "<img src=x onerror=…>", "<!-- … -->". */
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>/i;

export const hasMarkup = (value: string) => MARKUP.test(value);

/**
 * Text a person typed and others will read: a string (never coerced), trimmed, non-empty,
 * bounded, and free of markup. `required` is the message for missing, blank or non-text input.
 */
export const plainText = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, atMost(max))
    .refine((value) => !hasMarkup(value), MARKUP_RULE);

/** A calendar date as YYYY-MM-DD that really exists (no 2026-02-31). */
export const dueDate = z
  .string({ error: MILESTONE_FIELDS_REQUIRED })
  .trim()
  .min(1, MILESTONE_FIELDS_REQUIRED)
  .regex(/^\d{4}-\d{2}-\d{2}$/, DUE_DATE_RULE)
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, DUE_DATE_RULE);

const contractId = id('contractId');
const milestoneId = id('milestoneId');

export const milestonesBody = z.object({ contractId });

export const addMilestoneBody = z.object({
  contractId,
  title: plainText(TITLE_MAX, MILESTONE_FIELDS_REQUIRED),
  description: plainText(TEXT_MAX, MILESTONE_FIELDS_REQUIRED),
  dueDate,
});

export const addTaskBody = z.object({
  contractId,
  milestoneId,
  title: plainText(TITLE_MAX, MILESTONE_FIELDS_REQUIRED),
  description: plainText(TEXT_MAX, MILESTONE_FIELDS_REQUIRED),
  dueDate,
});

export const addCommentBody = z.object({
  contractId,
  milestoneId,
  text: plainText(TEXT_MAX, COMMENT_TEXT_REQUIRED),
});

export const setTaskStatusBody = z.object({
  contractId,
  taskId: id('taskId'),
  status: z.enum(['completed', 'pending'], { error: words.taskStatus }),
});
