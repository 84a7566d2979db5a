import { iso } from './dates';
import { slugify } from './text';
import { DEMO_PASSWORD, type SeedContext, type SeedUser } from './types';

/** A seeded business account: "contact@<slug>.example", password corridor-demo, profile complete. */
export function businessUser(
  ctx: SeedContext,
  fields: { name: string; businessName: string; category: SeedUser['category']; createdAtMs: number },
): SeedUser {
  const slug = ctx.slugs.reserve(slugify(fields.businessName));
  return {
    id: ctx.ids.next('usr'),
    name: fields.name,
    businessName: fields.businessName,
    email: `contact@${slug}.example`,
    category: fields.category,
    hasCompletedProfile: true,
    password: DEMO_PASSWORD,
    createdAt: iso(fields.createdAtMs),
  };
}
