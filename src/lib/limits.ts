/**
 * The server's length limits for what people type, as the contract states them
 * (openapi/openapi.yaml; `limits.test.ts` keeps the two equal). Inputs carry them as `maxLength`,
 * so a form never accepts text the server would refuse afterwards.
 */
export const limits = {
  email: 254,
  password: 256,
  personName: 120,
  businessName: 160,
  demo: { firstName: 120, lastName: 120, company: 160, website: 300, phone: 40, message: 5000 },
  milestone: { title: 200, description: 5000 },
  comment: 5000,
} as const;
