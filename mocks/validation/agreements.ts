import { z } from 'zod';

/**
 * Bodies of the agreement calls. `version` is the version the party reviewed: acting on one that
 * has been replaced is refused (409), so nobody signs terms they have not seen.
 */

const version = z
  .number({ error: 'version must be the number of the version you reviewed' })
  .int({ error: 'version must be a whole number' })
  .min(1, { error: 'version must be 1 or more' })
  .max(1000, { error: 'version must be 1000 or less' });

export const signAgreementBody = z.strictObject({
  version,
  fullName: z
    .string({ error: 'Type your full name to sign' })
    .trim()
    .min(2, { error: 'Type your full name to sign' })
    .max(120, { error: 'Your name must be 120 characters or fewer' }),
  consent: z.literal(true, { error: 'Please confirm that you agree to sign this agreement electronically' }),
});

export const declineAgreementBody = z.strictObject({
  version,
  reason: z
    .string({ error: 'Say why you decline to sign' })
    .trim()
    .min(3, { error: 'Say why you decline to sign (at least 3 characters)' })
    .max(1000, { error: 'The reason must be 1,000 characters or fewer' }),
});

export const regenerateAgreementBody = z.strictObject({ version });

/** The version in a path: a whole number from 1 to 1000. */
export const versionParam = z.coerce.number().int().min(1).max(1000);
