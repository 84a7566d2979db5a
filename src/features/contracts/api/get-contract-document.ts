import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiBaseUrl, unwrap } from '@/api/client';
import { ApiError, NetworkError } from '@/api/errors';
import { queryKeys } from '@/api/query-keys';
import { getToken } from '@/lib/storage';

const DOCUMENT_PATH = /^\/contract-document\/([^/?#]+)$/;

/**
 * The generated contract and SLA (GET /contract-document/{contractId}, extension) as HTML text.
 * The document needs the bearer token like every other call, so it is fetched rather than linked.
 * A FileUrl on another host (a real backend may store documents elsewhere) is fetched as given,
 * and the token is only sent to the API's own origin.
 */
export async function getContractDocument(fileUrl: string): Promise<string> {
  const own = DOCUMENT_PATH.exec(fileUrl);
  if (own?.[1]) {
    const contractId = decodeURIComponent(own[1]);
    return unwrap(api.GET('/contract-document/{contractId}', { params: { path: { contractId } }, parseAs: 'text' }), 200);
  }
  const url = new URL(fileUrl, apiBaseUrl);
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
  return body;
}

export const getContractDocumentQueryOptions = (contractId: string, fileUrl: string) =>
  queryOptions({
    queryKey: [...queryKeys.contract(contractId), 'document', fileUrl] as const,
    queryFn: () => getContractDocument(fileUrl),
  });

/** Loads the document once the contract has a FileUrl. */
export const useContractDocument = (contractId: string, fileUrl: string | null | undefined) =>
  useQuery({ ...getContractDocumentQueryOptions(contractId, fileUrl ?? ''), enabled: Boolean(fileUrl) });
