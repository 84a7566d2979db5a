/**
 * Build-time settings of the marketing pages (Vite env, read at call time so tests can stub them).
 *
 * - VITE_CONTACT_EMAIL: the one contact address of the legal pages. Unset, the Privacy Policy
 *   shows privacy@corridor.test and the Terms show legal@corridor.test.
 * - VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID, VITE_EMAILJS_PUBLIC_KEY: all three set, demo
 *   requests are e-mailed through EmailJS; otherwise they are posted to POST /demo-requests.
 */

export const defaultContactEmails = {
  privacy: 'privacy@corridor.test',
  terms: 'legal@corridor.test',
} as const;

const setting = (value: string | undefined): string => (typeof value === 'string' ? value.trim() : '');

/** The contact address of a legal page: VITE_CONTACT_EMAIL, else the page's default. */
export function contactEmail(page: keyof typeof defaultContactEmails): string {
  return setting(import.meta.env.VITE_CONTACT_EMAIL) || defaultContactEmails[page];
}

export interface EmailJsSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

/** The EmailJS settings when all three are configured, else null (demo requests go to the API). */
export function emailJsSettings(): EmailJsSettings | null {
  const serviceId = setting(import.meta.env.VITE_EMAILJS_SERVICE_ID);
  const templateId = setting(import.meta.env.VITE_EMAILJS_TEMPLATE_ID);
  const publicKey = setting(import.meta.env.VITE_EMAILJS_PUBLIC_KEY);
  return serviceId && templateId && publicKey ? { serviceId, templateId, publicKey } : null;
}
