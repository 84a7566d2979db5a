import { z } from 'zod';
import { marketing as marketingText } from '@/i18n/marketing';

/** Read when a check fails, not when the module loads: a language switch changes it (decision 029). */
const required = { error: () => marketingText.demoForm.fieldsRequired };

/** A field of the demo form: required after trimming ('Please complete all fields.'). */
const field = () => z.string(required).trim().min(1, required);

/** The Book a Demo form (specification §5): every field required after trimming. */
export const demoRequestSchema = z.object({
  firstName: field(),
  lastName: field(),
  email: field(),
  company: field(),
  employees: field(),
  website: field(),
  phone: field(),
  message: field(),
});

/** What the form holds while typing. */
export type DemoRequestInput = z.input<typeof demoRequestSchema>;
/** What is sent: the same fields, trimmed. */
export type DemoRequest = z.output<typeof demoRequestSchema>;

export const emptyDemoRequest: DemoRequestInput = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  employees: '',
  website: '',
  phone: '',
  message: '',
};
