// Arabic writers of the reason kinds that several pair models share: the foreign business's own
// market type and partner wish (with a partner or an investor), and the text factor's kinds.

import { LOWER, act, label, own, terms, vb, type Writer } from './words';

/** The foreign business's kinds that read only side A, the same with a partner or an investor. */
export const BUSINESS_SIDE: Record<string, Writer> = {
  'partner-type.unknown-wish': ({ A }) => `${act(A, 'لم تحدد', 'لم يحدد')} نوع الشريك الذي ${vb(A, 'تريده', 'يريده')}${LOWER}`,
  'market.maturity-only': ({ A, v }) =>
    `${own(A, 'نوع سوقك', 'نوع سوق')} (${label(v.maturity)}) لا يوضح ما إذا كان البيع للشركات أو للمستهلكين`,
  'market.unknown-business': ({ A }) => `${own(A, 'نوع سوقك', 'نوع سوق')} غير مذكور${LOWER}`,
  'text.empty-goal': ({ A }) => `${own(A, 'هدف توسعك', 'هدف توسع')} فارغ${LOWER}`,
};

/** "Both profiles mention “a”, “b” and “c”": the words kept as written. */
export const SHARED_TERMS: Writer = ({ v }) => `يذكر كلا الملفين التعريفيين ${terms(v.terms)}`;
