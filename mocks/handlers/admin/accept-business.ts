import { adminMessages, pendingLocalPartner, setVerificationStatus } from '../../domain/business-rows';
import { notifyVerification } from '../../domain/notifications/recorders';
import { requireCaller, requireCategory } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { adminIdBody } from '../../validation/admin';

/** The path keeps the host's trailing slash. Accepting makes the partner matchable. */
export const acceptBusiness = http.post(
  '/adminPanel/accept/',
  guard(async ({ request, response }) => {
    const { user } = requireCategory(requireCaller(request), ['admin'], adminMessages.adminOnly);
    const { id } = await parseBody(request, adminIdBody);
    const profile = pendingLocalPartner(id, adminMessages.notPendingAccept);
    await setVerificationStatus(profile._id, 'Approved');
    await notifyVerification(profile, 'verified', user);
    return response(200).json({ message: messageFor(request, adminMessages.accepted) });
  }),
);
