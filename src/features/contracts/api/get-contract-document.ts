import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiBaseUrl, unwrap } from '@/api/client';
import { ApiError, NetworkError } from '@/api/errors';
import { queryKeys } from '@/api/query-keys';
import { getToken } from '@/lib/storage';
import { servedLanguage, type DocumentLanguage } from '../lib/agreement-language';
import type { AgreementPage } from './get-agreement-version';

const DOCUMENT_PATH = /^\/contract-document\/([^/?#]+)$/;

/**
 * The generated contract and SLA (GET /contract-document/{contractId}, extension) as HTML text, in
 * English (the text the parties sign) or, with `language`, its Arabic or side-by-side rendering
 * (issue 15). The document needs the bearer token like every other call, so it is fetched rather
 * than linked. A FileUrl on another host (a real backend may store documents elsewhere) is fetched
 * as given, with the language asked for the same way, and the token is only sent to the API's own
 * origin.
 */
export async function getContractDocument(fileUrl: string, language: DocumentLanguage = 'en'): Promise<AgreementPage> {
  const own = DOCUMENT_PATH.exec(fileUrl);
  if (own?.[1]) {
    const contractId = decodeURIComponent(own[1]);
    const pending = api.GET('/contract-document/{contractId}', {
      params: { path: { contractId }, ...(language === 'en' ? {} : { query: { language } }) },
      parseAs: 'text',
    });
    const html = await unwrap(pending, 200);
    const { response } = await pending;
    return { html, language: servedLanguage(response.headers.get('Content-Language'), language) };
  }
  const url = new URL(fileUrl, apiBaseUrl);
  if (language !== 'en') url.searchParams.set('language', language);
  const headers = new Headers();
  const token = getToken();
  if (token && url.origin === new URL(apiBaseUrl).origin) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch (error) {
    throw new NetworkError(error);
  }
  const body = await response.text();
  if (!response.ok) throw new ApiError(response.status, `HTTP error! status: ${response.status}`, body);
  return { html: body, language: servedLanguage(response.headers.get('Content-Language'), language) };
}

export const getContractDocumentQueryOptions = (contractId: string, fileUrl: string, language: DocumentLanguage = 'en') =>
  queryOptions({
    queryKey: [...queryKeys.contract(contractId), 'document', fileUrl, language] as const,
    queryFn: () => getContractDocument(fileUrl, language),
  });

/** Loads the document in `language` once the contract has a FileUrl. */
export const useContractDocument = (contractId: string, fileUrl: string | null | undefined, language: DocumentLanguage = 'en') =>
  useQuery({ ...getContractDocumentQueryOptions(contractId, fileUrl ?? '', language), enabled: Boolean(fileUrl) });
