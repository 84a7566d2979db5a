/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The real API host. Unset: mock mode, the built-in MSW backend answers. */
  readonly VITE_API_BASE_URL?: string;
  /** EmailJS settings for demo requests on a real host. */
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  /** The contact address shown on the legal pages. */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
