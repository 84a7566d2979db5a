import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactEmail, emailJsSettings } from './config';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('marketing settings', () => {
  it('defaults the legal contact to privacy@ and legal@corridor.test', () => {
    vi.stubEnv('VITE_CONTACT_EMAIL', '');
    expect(contactEmail('privacy')).toBe('privacy@corridor.test');
    expect(contactEmail('terms')).toBe('legal@corridor.test');
  });

  it('uses one configured contact address for both pages', () => {
    vi.stubEnv('VITE_CONTACT_EMAIL', ' hello@corridor.example ');
    expect(contactEmail('privacy')).toBe('hello@corridor.example');
    expect(contactEmail('terms')).toBe('hello@corridor.example');
  });

  it('turns EmailJS on only when the service, template and public key are all set', () => {
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_corridor');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_demo');
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', '');
    expect(emailJsSettings()).toBeNull();
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'public_key_123');
    expect(emailJsSettings()).toEqual({ serviceId: 'service_corridor', templateId: 'template_demo', publicKey: 'public_key_123' });
  });
});
