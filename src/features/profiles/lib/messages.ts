import { ApiError, messageOf } from '@/api/errors';
import { profiles as profilesText } from '@/i18n/profiles';

const messages = profilesText.messages;

/** The text the server sent with a failed call (JSON `{ message }` or plain text), if any. */
export function serverText(error: unknown): string | null {
  return error instanceof ApiError ? messageOf(error.body) : null;
}

/**
 * Business profile save (specification §8): 202 shows the server's text or 'Please fill all required
 * fields'; other statuses the server's text or 'Network Issue'; an exception (no answer at all)
 * 'An error occurred while saving your data'.
 */
export function businessSaveError(error: unknown): string {
  if (error instanceof ApiError) return serverText(error) ?? (error.status === 202 ? messages.fillAllRequired : messages.networkIssue);
  return messages.saveException;
}

/**
 * Partner and investor registration (specification §8): 409 shows the server's message; any other
 * failure 'Error submitting form. Please try again.'; no answer at all 'Submission error. Check
 * Network connection or try again.'
 */
export function registrationError(error: unknown): string {
  if (error instanceof ApiError) return (error.status === 409 ? serverText(error) : null) ?? messages.registrationFailed;
  return messages.registrationNetwork;
}

/**
 * Profile update (specification §8): the server's message or 'Failed to update profile. Please try
 * again.'; an exception 'An error occurred while updating your profile. Please try again.'
 */
export function updateError(error: unknown): string {
  if (error instanceof ApiError) return serverText(error) ?? messages.updateFailed;
  return messages.updateException;
}
