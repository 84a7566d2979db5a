import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type VerifyCodeRequest = components['schemas']['VerifyCodeRequest'];

/**
 * POST /verify-code (extension): 200 when the typed code is the live one. Used when the host did
 * not return the code from /send-code, so the browser cannot compare it itself (decision 014).
 */
export const verifyCode = (body: VerifyCodeRequest) => unwrap(api.POST('/verify-code', { body }), 200);

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
