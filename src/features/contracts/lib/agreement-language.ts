import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { components } from '@/api/schema';
import { useLanguage } from '@/i18n';

/**
 * The language a reader reads the contract document in (issue 15): English (the text the parties
 * sign), Arabic (its translation) or both side by side. It is the reader's app language until they
 * pick another on the contract page; the pick lives in the URL (`?document=bilingual`), so the
 * document section, the PDF and the review-and-sign frame read the same one, and a shared link
 * opens the document as it was read.
 */
export type DocumentLanguage = components['parameters']['DocumentLanguage'];

export const DOCUMENT_LANGUAGES: readonly DocumentLanguage[] = ['en', 'ar', 'bilingual'];

const PARAM = 'document';

const isDocumentLanguage = (value: string | null): value is DocumentLanguage => (DOCUMENT_LANGUAGES as readonly (string | null)[]).includes(value);

export function useDocumentLanguage(): [DocumentLanguage, (next: DocumentLanguage) => void] {
  const { language: appLanguage } = useLanguage();
  const [params, setParams] = useSearchParams();
  const chosen = params.get(PARAM);
  const language = isDocumentLanguage(chosen) ? chosen : appLanguage;
  const choose = useCallback(
    (next: DocumentLanguage) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(PARAM, next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [language, choose];
}

/** The language a page was served in (Content-Language: "en", "ar", or "en, ar" for both). */
export function servedLanguage(contentLanguage: string | null, asked: DocumentLanguage): DocumentLanguage {
  if (!contentLanguage) return asked;
  const tags = contentLanguage.split(',').map((tag) => tag.trim().toLowerCase());
  if (tags.includes('en') && tags.includes('ar')) return 'bilingual';
  return tags.includes('ar') ? 'ar' : 'en';
}
