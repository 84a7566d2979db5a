import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { servedLanguage, type DocumentLanguage } from '../lib/agreement-language';

/** A page of the agreement and the language it was served in (a version older than its renderings comes in English). */
export interface AgreementPage {
  html: string;
  language: DocumentLanguage;
}

/**
 * GET /agreement/{contractId}/versions/{version} (extension): the document exactly as issued, as
 * text, or (issue 15) its Arabic or side-by-side rendering of the same version.
 */
export async function getAgreementVersion(contractId: string, version: number, language: DocumentLanguage = 'en'): Promise<AgreementPage> {
  const pending = api.GET('/agreement/{contractId}/versions/{version}', {
    params: { path: { contractId, version }, ...(language === 'en' ? {} : { query: { language } }) },
    parseAs: 'text',
  });
  const html = await unwrap(pending, 200);
  const { response } = await pending;
  return { html, language: servedLanguage(response.headers.get('Content-Language'), language) };
}

export const getAgreementVersionQueryOptions = (contractId: string, version: number, language: DocumentLanguage = 'en') =>
  queryOptions({
    queryKey: [...queryKeys.contract(contractId), 'agreement-version', version, language] as const,
    queryFn: () => getAgreementVersion(contractId, version, language),
    // A version never changes once issued.
    staleTime: Infinity,
  });

export const useAgreementVersion = (contractId: string, version: number, language: DocumentLanguage = 'en', enabled = true) =>
  useQuery({ ...getAgreementVersionQueryOptions(contractId, version, language), enabled });
