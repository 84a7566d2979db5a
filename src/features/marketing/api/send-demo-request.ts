import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { emailJsSettings } from '../config';
import type { DemoRequest } from '../schemas/demo-request';

/** The e-mail template parameters (specification §7): the form fields plus the current year. */
export type DemoTemplateParams = DemoRequest & { year: string };

export function demoTemplateParams(request: DemoRequest, now: Date = new Date()): DemoTemplateParams {
  return { ...request, year: String(now.getFullYear()) };
}

/**
 * Sends a demo request through the configured e-mail adapter:
 * - EmailJS (all three VITE_EMAILJS_* set): the browser SDK, loaded only now, in its own chunk;
 * - otherwise POST /demo-requests (an extension of the contract; the mock mails it to its outbox).
 * Resolves when the request was accepted; throws otherwise.
 */
export async function sendDemoRequest(request: DemoRequest): Promise<void> {
  const params = demoTemplateParams(request);
  const settings = emailJsSettings();
  if (settings) {
    const { sendWithEmailJs } = await import('./emailjs-adapter');
    await sendWithEmailJs(settings, params);
    return;
  }
  await unwrap(api.POST('/demo-requests', { body: params }), 201);
}

/** The mutation behind the Book a Demo form. */
export const useSendDemoRequest = () => useMutation({ mutationFn: sendDemoRequest });
