import { vi } from 'vitest';
import type { DemoRequest } from '../schemas/demo-request';

/** A demo request as a visitor fills it in (tests and stories only). */
export const sampleDemoRequest: DemoRequest = {
  firstName: 'Sofia',
  lastName: 'Berg',
  email: 'sofia.berg@bergmedtech.example',
  company: 'Berg Medtech AB',
  employees: '30-100',
  website: 'https://bergmedtech.example',
  phone: '+46 70 123 45 67',
  message: 'We plan to open a Dubai office next year.',
};

/** The request as the server stores it and the e-mail template receives it: the fields and this year. */
export const storedDemoRequest = () => ({ ...sampleDemoRequest, year: String(new Date().getFullYear()) });

/** EmailJS configured, as on a real host. */
export function stubEmailJs() {
  vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_corridor');
  vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_demo');
  vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'public_key_123');
}
