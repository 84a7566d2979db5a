// Arabic writers of the engine's own reason kinds (mocks/matching/explain.ts): the one-sided fit,
// what feedback changed, the smaller factors folded together, and the fallback. A is the reader.

import { act, labels, label, vb, type ArRole, type Ctx, type Writer } from './words';

/** "يبحث عنه هذا الشريك": what the match looks for (B is never the reader here). */
const theyLookFor = (B: ArRole) => `${vb(B, 'تبحث', 'يبحث')} عنه ${B.subj}`;

/** " (الموقع والقطاع)" when the reason names the factors, else nothing (the English "[ ({factors})]"). */
const named = ({ v }: Ctx) => (Array.isArray(v.factors) && v.factors.length ? ` (${labels(v.factors)})` : '');

export const ENGINE_WRITERS: Record<string, Writer> = {
  'one-sided.for-you': ({ B, v }) =>
    `توافق من طرف واحد: ${act(B, 'تلبي', 'يلبي')} ${v.forYou} مما تبحث عنه، بينما تلبي أنت ${v.forThem} مما ${theyLookFor(B)}`,
  'one-sided.for-them': ({ B, v }) =>
    `توافق من طرف واحد: تلبي ${v.forThem} مما ${theyLookFor(B)}، بينما ${act(B, 'تلبي', 'يلبي')} ${v.forYou} مما تبحث عنه`,
  'feedback.yours-up': (c) => `تدعم طلباتك السابقة نتائج التوافق المماثلة لهذه${named(c)}`,
  'feedback.yours-down': (c) => `تُضعف طلباتك السابقة نتائج التوافق المماثلة لهذه${named(c)}`,
  'feedback.platform-up': (c) => `تميل الطلبات المماثلة إلى المضي قدمًا على منصة Corridor${named(c)}`,
  'feedback.platform-down': (c) => `تميل الطلبات المماثلة إلى التعثر على منصة Corridor${named(c)}`,
  'other.combined': (c) => `عوامل أصغر مجتمعة${named(c)}`,
  'factor.fallback': ({ v }) => `التوافق في ${label(v.factor)}`,
};
