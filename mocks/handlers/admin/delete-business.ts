import { adminMessages, deleteBusiness as removeBusiness, findBusiness } from '../../domain/business-rows';
import { requireCaller, requireCategory } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { adminIdBody } from '../../validation/admin';

export const deleteBusiness = http.post(
  '/adminPanel/delete',
  guard(async ({ request, response }) => {
    requireCategory(requireCaller(request), ['admin'], adminMessages.adminOnly);
    const { id } = await parseBody(request, adminIdBody);
    await removeBusiness(findBusiness(id));
    return response(200).json({ message: messageFor(request, adminMessages.deleted) });
  }),
);
