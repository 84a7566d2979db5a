import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type ChangeCategoryRequest = components['schemas']['ChangeCategoryRequest'];

/** POST /changecategory (bearer token): 202 returns the updated user. */
export const changeCategory = (body: ChangeCategoryRequest) => unwrap(api.POST('/changecategory', { body }), 202);

export const useChangeCategory = () => useMutation({ mutationFn: changeCategory });
