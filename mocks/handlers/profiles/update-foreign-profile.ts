import { db } from '../../db';
import { editableProfile, PROFILE_UPDATED, touchOwnerName } from '../../domain/profile-access';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { foreignUpdateBody } from '../../validation/profiles';

export const updateForeignProfile = http.post(
  '/foreign/updateProfile',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { id, updateData } = await parseBody(request, foreignUpdateBody);
    editableProfile('foreign', user, id);
    const profile = await db.foreignProfiles.update((q) => q.where({ _id: id }), {
      data(record) {
        Object.assign(record, updateData, { updatedAt: new Date().toISOString() });
      },
    });
    if (profile) await touchOwnerName({ kind: 'foreign', profile });
    return response(200).json({ message: messageFor(request, PROFILE_UPDATED), profile });
  }),
);
