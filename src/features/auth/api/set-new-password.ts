import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type SetNewPasswordRequest = components['schemas']['SetNewPasswordRequest'];

/** POST /setNewPassword: 200 on success, else the server's message. The reset code is sent too. */
export const setNewPassword = (body: SetNewPasswordRequest) => unwrap(api.POST('/setNewPassword', { body }), 200);

export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword });
