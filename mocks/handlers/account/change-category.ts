import { db } from '../../db';
import { profileOfUser } from '../../domain/profiles';
import { publicUser } from '../../domain/users';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { forbidden } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { changeCategoryBody } from '../../validation/account';

export const changeCategory = http.post(
  '/changecategory',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const body = await parseBody(request, changeCategoryBody);
    if (body.token !== user.id) throw forbidden('You can only change your own category.');
    if (user.category === 'admin') throw forbidden('An admin account has no category to choose.');
    if (profileOfUser(user)) throw forbidden('The category cannot change once a profile has been registered.');
    const updated = await db.users.update((q) => q.where({ id: user.id }), {
      data(record) {
        record.category = body.selectedCategory;
        record.hasCompletedProfile = false;
      },
    });
    return response(202).json({ user: publicUser(updated ?? user), message: 'Category updated successfully' });
  }),
);
