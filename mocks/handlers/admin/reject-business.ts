import { adminMessages, pendingLocalPartner, setVerificationStatus } from '../../domain/business-rows';
import { notifyVerification } from '../../domain/notifications/recorders';
import { requireCaller, requireCategory } from '../../http/auth';
import { notFound } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { businessIdParam } from '../../validation/admin';

/** No body: the id is in the path. Rejecting removes the partner from every match list. */
export const rejectBusiness = http.put(
  '/adminPanel/reject/{id}',
  guard(async ({ request, params, response }) => {
    const { user } = requireCategory(requireCaller(request), ['admin'], adminMessages.adminOnly);
    const id = businessIdParam.safeParse(params.id);
    if (!id.success) throw notFound(adminMessages.notFound);
    const profile = pendingLocalPartner(id.data, adminMessages.notPendingReject);
    await setVerificationStatus(profile._id, 'Rejected');
    await notifyVerification(profile, 'rejected', user);
    return response(200).json({ message: messageFor(request, adminMessages.rejected) });
  }),
);
