import { z } from 'zod';
import { validation as words } from '../i18n/en';

/**
 * Bodies of the agreement calls. `version` is the version the party reviewed: acting on one that
 * has been replaced is refused (409), so nobody signs terms they have not seen.
 */

const version = z
  .number({ error: words.version })
  .int({ error: words.versionWhole })
  .min(1, { error: words.versionMin })
  .max(1000, { error: words.versionMax });

export const signAgreementBody = z.strictObject({
  version,
  fullName: z
    .string({ error: words.fullName })
    .trim()
    .min(2, { error: words.fullName })
    .max(120, { error: words.fullNameMax }),
  consent: z.literal(true, { error: words.consent }),
});

export const declineAgreementBody = z.strictObject({
  version,
  reason: z
    .string({ error: words.declineReason })
    .trim()
    .min(3, { error: words.declineReasonMin })
    .max(1000, { error: words.declineReasonMax }),
});

export const regenerateAgreementBody = z.strictObject({ version });

/** The version in a path: a whole number from 1 to 1000. */
export const versionParam = z.coerce.number().int().min(1).max(1000);
