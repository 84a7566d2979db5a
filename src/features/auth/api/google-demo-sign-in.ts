import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type GoogleDemoRequest = components['schemas']['GoogleDemoRequest'];
export type GoogleDemoResponse = components['schemas']['GoogleDemoResponse'];

/**
 * POST /auth/google/demo (contract extension, mock mode): stands in for Google's consent round
 * trip and answers the values the host puts on /google-success.
 */
export const googleDemoSignIn = (body: GoogleDemoRequest) => unwrap(api.POST('/auth/google/demo', { body }), 200);

export const useGoogleDemoSignIn = () => useMutation({ mutationFn: googleDemoSignIn });

/** The landing URL the real host redirects to after Google sign-in. */
export function googleLandingPath(landing: GoogleDemoResponse): string {
  const query = new URLSearchParams({
    token: landing.token,
    userId: landing.userId,
    category: landing.category,
    hasCompletedProfile: String(landing.hasCompletedProfile),
  });
  return `/google-success?${query.toString()}`;
}
