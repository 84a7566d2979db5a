import { db } from '../../db';
import { profileOfUser } from '../../domain/profiles';
import { publicUser } from '../../domain/users';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { forbidden } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { account as words } from '../../i18n/en';
import { changeCategoryBody } from '../../validation/account';

export const changeCategory = http.post(
  '/changecategory',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const body = await parseBody(request, changeCategoryBody);
    if (body.token !== user.id) throw forbidden(words.ownCategoryOnly);
    if (user.category === 'admin') throw forbidden(words.adminNoCategory);
    if (profileOfUser(user)) throw forbidden(words.categoryLocked);
    const updated = await db.users.update((q) => q.where({ id: user.id }), {
      data(record) {
        record.category = body.selectedCategory;
        record.hasCompletedProfile = false;
      },
    });
    return response(202).json({ user: publicUser(updated ?? user), message: messageFor(request, words.categoryUpdated) });
  }),
);
