import { db } from '../../db';
import { editableProfile, PROFILE_UPDATED, touchOwnerName } from '../../domain/profile-access';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { investorUpdateBody } from '../../validation/profiles';

export const updateInvestorProfile = http.post(
  '/investor/updateProfile',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { id, updateData } = await parseBody(request, investorUpdateBody);
    editableProfile('investor', user, id);
    const profile = await db.investorProfiles.update((q) => q.where({ _id: id }), {
      data(record) {
        Object.assign(record, updateData, { updatedAt: new Date().toISOString() });
      },
    });
    if (profile) await touchOwnerName({ kind: 'investor', profile });
    return response(200).json({ message: messageFor(request, PROFILE_UPDATED), profile });
  }),
);
