import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type SendCodeRequest = components['schemas']['SendCodeRequest'];

/**
 * POST /send-code: 200 returns the 6-digit code (compared in the browser, as the host does).
 * `purpose: 'reset'` asks for a password-reset code (contract extension).
 */
export const sendCode = (body: SendCodeRequest) => unwrap(api.POST('/send-code', { body }), 200);

export const useSendCode = () => useMutation({ mutationFn: sendCode });
