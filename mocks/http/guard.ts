import { whenSaved } from '../db';
import { requestLanguage } from '../i18n/language';
import { Failure } from './failure';

interface ResolverInfo<R> {
  request: Request;
  response: { untyped(response: Response): R };
}

/**
 * Wraps a handler's resolver: a thrown Failure becomes its 4xx answer, worded in the request's
 * language (Accept-Language; English without one); anything else is rethrown (a bug is never
 * disguised as a 4xx, and a 4xx never becomes a 500). The answer leaves once what the request
 * changed is saved: an acknowledged change survives a reload or a crash.
 */
export function guard<Info extends ResolverInfo<R>, R>(
  resolver: (info: Info) => Promise<R> | R,
): (info: Info) => Promise<R> {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof Failure) return info.response.untyped(error.toResponse(requestLanguage(info.request)));
      throw error;
    } finally {
      await whenSaved();
    }
  };
}
