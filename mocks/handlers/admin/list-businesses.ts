import { adminMessages, businessRows } from '../../domain/business-rows';
import { requireCaller, requireCategory } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

export const listBusinesses = http.get(
  '/adminPanel',
  guard(async ({ request, response }) => {
    requireCategory(requireCaller(request), ['admin'], adminMessages.adminOnly);
    return response(201).json(businessRows());
  }),
);
