import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { ApiError, messageOf } from '@/api/errors';
import type { components } from '@/api/schema';

export type AddUserRequest = components['schemas']['AddUserRequest'];
export type AuthResponse = components['schemas']['AuthResponse'];

/**
 * POST /addUser: 201 creates the account and signs it in. 202 (not created, e.g. a wrong code)
 * and 409 (the address has an account) throw an ApiError carrying the server's message.
 */
export async function addUser(body: AddUserRequest): Promise<AuthResponse> {
  const data = await unwrap(api.POST('/addUser', { body }), 201);
  if (!('token' in data)) throw new ApiError(201, messageOf(data) ?? '', data);
  return data;
}

export const useAddUser = () => useMutation({ mutationFn: addUser });
