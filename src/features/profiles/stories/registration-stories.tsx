import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { withDraft } from './decorators';

/** One registration form, as its stories need it: its draft, its endpoint, how it is submitted. */
export interface RegistrationForm {
  formId: string;
  answers: Record<string, unknown>;
  /** The form's POST, e.g. '*\/foreign/add'. */
  endpoint: string;
  submit: (canvasElement: HTMLElement) => Promise<void>;
}

/** The submitting and refused states every registration form has. */
export function registrationStories({ formId, answers, endpoint, submit }: RegistrationForm) {
  return {
    /** Submitting: spinner on the disabled button while the server answers. */
    Loading: {
      decorators: [withDraft(formId, answers)],
      parameters: {
        msw: {
          handlers: [
            http.post(endpoint, async () => {
              await delay('infinite');
            }),
          ],
        },
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await submit(canvasElement);
        await expect(await within(canvasElement).findByRole('button', { name: /Submitting/ })).toBeDisabled();
      },
    },
    /** The server refuses (the demo account already has a profile): its text is shown, the answers stay. */
    ServerError: {
      name: 'Error',
      decorators: [withDraft(formId, answers)],
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await submit(canvasElement);
        await expect(await within(canvasElement).findByText('A profile already exists for this account.')).toBeInTheDocument();
      },
    },
  };
}
