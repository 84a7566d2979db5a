// Noto Naskh Arabic Regular (SIL Open Font License 1.1, which allows embedding it in documents):
// the one weight of an Arabic font with Latin letters and Arabic presentation forms, which jsPDF's
// Arabic shaping draws. Its file (195 KB) is an asset of its own, fetched only from here, and this
// module is imported only when an Arabic or bilingual PDF is made: an English PDF never loads it.
import fontUrl from '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf?url';
import { binaryString } from './agreement-bytes';

let loading: Promise<string> | null = null;

/** The Arabic font for jsPDF, fetched once per page. */
export function loadArabicFont(): Promise<string> {
  loading ??= fetch(fontUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`The Arabic font could not be loaded (HTTP ${response.status}).`);
      return binaryString(await response.arrayBuffer());
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
