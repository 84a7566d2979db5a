import { z } from 'zod';
import { auth as authText } from '@/i18n/auth';
import { signupCategories, type SignupCategory } from './signup';

const isCategory = (value: string | null): value is SignupCategory =>
  value !== null && (signupCategories as readonly string[]).includes(value);

/** The category chooser: one of foreign, local, investor ('Please select a category before proceeding'). */
export const categorySchema = z
  .object({ selectedCategory: z.string().nullable() })
  .superRefine((value, ctx) => {
    if (!isCategory(value.selectedCategory)) {
      ctx.addIssue({ code: 'custom', path: ['selectedCategory'], message: authText.category.required });
    }
  })
  .transform((value) => ({ selectedCategory: value.selectedCategory as SignupCategory }));

export type CategoryInput = z.input<typeof categorySchema>;
export type CategoryValues = z.output<typeof categorySchema>;
