import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type LoginRequest = components['schemas']['LoginRequest'];

/** POST /login: 200 with token and user; 400, 401, 402 carry the specification's messages. */
export const loginUser = (body: LoginRequest) => unwrap(api.POST('/login', { body }), 200);

export const useLoginUser = () => useMutation({ mutationFn: loginUser });
