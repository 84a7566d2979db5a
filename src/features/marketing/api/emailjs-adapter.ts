import { send } from '@emailjs/browser';
import type { EmailJsSettings } from '../config';
import type { DemoTemplateParams } from './send-demo-request';

/** Thrown when EmailJS answers with anything but 200. */
export class EmailSendError extends Error {
  readonly status: number | undefined;

  constructor(status: number | undefined, text: string | undefined) {
    super(text || 'EmailJS did not send the message');
    this.name = 'EmailSendError';
    this.status = status;
  }
}

/**
 * The EmailJS adapter: sends the demo template with the form fields and the year as template
 * parameters. Imported dynamically by send-demo-request.ts, so the SDK stays out of every page
 * bundle until someone actually sends a request.
 */
export async function sendWithEmailJs(settings: EmailJsSettings, params: DemoTemplateParams): Promise<void> {
  let response: { status?: number; text?: string } | undefined;
  try {
    response = await send(settings.serviceId, settings.templateId, { ...params }, { publicKey: settings.publicKey });
  } catch (error) {
    const failed = error as { status?: number; text?: string } | undefined;
    throw new EmailSendError(failed?.status, failed?.text ?? (error instanceof Error ? error.message : undefined));
  }
  if (response?.status !== 200) throw new EmailSendError(response?.status, response?.text);
}
