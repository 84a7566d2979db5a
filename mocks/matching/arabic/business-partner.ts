// Arabic writers of the reason kinds of a foreign business (A) and a local partner (B), one per kind
// of mocks/matching/factors/foreign-local-reasons.ts, from the kind's values (labels in parentheses
// where Arabic agreement would otherwise depend on the label).

import { BUSINESS_SIDE, SHARED_TERMS } from './common';
import {
  LOWER, act, adj, budget, but, goal, has, inThe, label, labels, languageCount, languages, market, ofl, or, own, place,
  sector, sectors, vb, type Writer,
} from './words';

const NOT_KNOWN = 'غير مذكور أو غير معروف';
const asked = (A: Parameters<Writer>[0]['A']) => act(A, 'طلبته', 'طلبه');

export const BUSINESS_PARTNER: Record<string, Writer> = {
  'industry.unknown-business': ({ A }) => `${own(A, 'قطاعك', 'قطاع')} ${NOT_KNOWN}${LOWER}`,
  'industry.any-no-focus': ({ B }) =>
    `${B.subj} ${adj(B, 'منفتح', 'منفتحة')} على عملاء من أي قطاع، ${but(B)} لا ${vb(B, 'تحدد', 'يحدد')} قطاعًا ${vb(B, 'تركّز', 'يركّز')} عليه`,
  'industry.unknown-partner': ({ B }) => `${ofl(B, 'تركيزك القطاعي', 'التركيز القطاعي')} غير مذكور${LOWER}`,
  'industry.same-sector': ({ v }) => `يعمل الطرفان في ${sector(v.sector)}`,
  'industry.same-sector-other-clients': ({ B, v }) =>
    `يعمل الطرفان في ${sector(v.sector)}، لكن العملاء المفضّلين ${has(B)} ينتمون إلى ${sectors(v.clients)}`,
  'industry.client-sector': ({ B, v }) => `تشمل قائمة العملاء المفضّلين ${has(B)} ${sector(v.sector)}`,
  'industry.close': ({ B, v }) => `${sector(v.sector)} قريب من ${own(B, 'تركيزك', 'تركيز')} على ${label(v.focus)}`,
  'industry.goal-in-focus': ({ A, B, v }) =>
    `يذكر ${own(A, 'هدف توسعك', 'هدف توسع')} ${sector(v.sector)}، وهو ضمن نطاق ${own(B, 'تركيزك', 'تركيز')}`,
  'industry.goal-close': ({ A, B, v }) =>
    `يذكر ${own(A, 'هدف توسعك', 'هدف توسع')} ${sector(v.sector)}، وهو قريب من ${own(B, 'تركيزك', 'تركيز')} على ${label(v.focus)}`,
  'industry.any-client': ({ B }) => `${act(B, 'تقبل', 'يقبل')} عملاء من أي قطاع`,
  'industry.outside': ({ A, B, v }) =>
    `${own(A, 'نشاطك', 'نشاط')} في ${label(v.sector)} خارج نطاق ${own(B, 'تركيزك', 'تركيز')} على ${sectors(v.focus)}`,

  'partner-type.unknown-wish': BUSINESS_SIDE['partner-type.unknown-wish']!,
  'partner-type.unknown-partner': ({ B }) => `${own(B, 'نوع نشاطك', 'نوع نشاط')} غير مذكور${LOWER}`,
  'partner-type.is-wanted': ({ A, B, v }) =>
    `${own(B, 'نوع نشاطك', 'نوع نشاط')} (${label(v.biz)}) هو نوع الشريك الذي ${asked(A)} (${label(v.pref)})`,
  'partner-type.close': ({ A, B, v }) =>
    `${own(B, 'نوع نشاطك', 'نوع نشاط')} (${label(v.biz)}) قريب من نوع الشريك الذي ${asked(A)} (${label(v.pref)})`,
  'partner-type.other-sector': ({ A, B, v }) =>
    `${own(B, 'نوع نشاطك', 'نوع نشاط')} (${label(v.biz)}) هو نوع الشريك الذي ${asked(A)} (${label(v.pref)})، ` +
    `${but(B)} ${vb(B, 'تعمل', 'يعمل')} خارج ${own(A, 'قطاعك', 'قطاع')}`,
  'partner-type.different': ({ A, B, v }) =>
    `نوع الشريك الذي ${asked(A)} (${label(v.pref)}) يختلف عن ${own(B, 'نوع نشاطك', 'نوع نشاط')} (${label(v.biz)})`,

  'market.maturity-only': BUSINESS_SIDE['market.maturity-only']!,
  'market.unknown-business': BUSINESS_SIDE['market.unknown-business']!,
  'market.unknown-partner': ({ B }) => `أنواع الأسواق التي ${act(B, 'تخدمها', 'يخدمها')} غير مذكورة${LOWER}`,
  'market.both': ({ v }) => `يخدم الطرفان سوق ${market(v.market)}`,
  'market.partly': ({ A, B, v }) =>
    `${act(B, 'تخدم', 'يخدم')} سوق ${market(v.theirs)}، وهي جزء فقط من السوق التي ${act(A, 'تستهدفها', 'يستهدفها')} (سوق ${market(v.ours)})`,
  'market.none': ({ A, B, v }) =>
    `${act(A, 'تستهدف', 'يستهدف')} سوق ${market(v.ours)}، ولا ${act(B, 'تخدمها', 'يخدمها')} (${vb(B, 'تخدم', 'يخدم')} سوق ${market(v.theirs)})`,

  'budget.unknown-business': ({ A }) => `${own(A, 'ميزانيتك', 'ميزانية')} غير مذكورة${LOWER}`,
  'budget.unknown-partner': ({ B }) => `${own(B, 'نموذج تسعيرك', 'نموذج تسعير')} غير مذكور${LOWER}`,
  'budget.suits': ({ B, v }) =>
    `ميزانية ${budget(v.budget)} تناسب ${Array.isArray(v.pricing) && v.pricing.length > 1 ? own(B, 'نماذج تسعيرك', 'نماذج تسعير') : own(B, 'نموذج تسعيرك', 'نموذج تسعير')} (${labels(v.pricing)})`,
  'budget.too-small': ({ B, v }) => `ميزانية ${budget(v.budget)} أقل مما يتطلبه نموذج الأتعاب الشهرية الثابتة ${has(B)}`,

  'timeline.unknown-business': ({ A }) => `${own(A, 'الجدول الزمني لتوسعك', 'الجدول الزمني لتوسع')} غير مذكور${LOWER}`,
  'timeline.unknown-partner': ({ B }) => `${own(B, 'الطاقة الاستيعابية لخدماتك', 'الطاقة الاستيعابية لخدمات')} غير مذكورة${LOWER}`,
  'timeline.fits': ({ A, B, v }) =>
    `${ofl(B, 'طاقتك الاستيعابية', 'الطاقة الاستيعابية')} تناسب ${own(A, 'خطتك', 'خطة')} للبدء ${label(v.when)}`,
  'timeline.tight': ({ A, B, v }) =>
    `قد لا تكفي ${ofl(B, 'طاقتك الاستيعابية المحدودة', 'الطاقة الاستيعابية المحدودة')} لتلبية ${own(A, 'خطتك', 'خطة')} للبدء ${label(v.when)}`,

  'geography.unknown-partner': ({ B }) => `${own(B, 'موقعك', 'موقع')} ${NOT_KNOWN}${LOWER}`,
  'geography.abroad': ({ B, v }) => `${B.subj} ${adj(B, 'مسجّل', 'مسجّلة')} في ${place(v.where)}، خارج دولة الإمارات`,
  'geography.zone': ({ A, B, v }) =>
    `${own(B, 'مقرّك', 'مقرّ')} في ${place(v.zone)}، حيث ${act(A, 'تخطط', 'يخطط')} لتأسيس ${vb(A, 'أعمالك', 'أعماله', 'أعمالها')}`,
  'geography.emirate': ({ A, B, v }) => `${own(B, 'مقرّك', 'مقرّ')} في ${place(v.emirate)}، حيث ${act(A, 'تخطط', 'يخطط')} للعمل`,
  'geography.uae': ({ B, v }) => `${own(B, 'مقرّك', 'مقرّ')} ${inThe(v.where)}`,

  'language.unknown-business': ({ A }) => `توافق اللغة غير معروف: ${own(A, 'منطقة عملك', 'منطقة عمل')} لا تذكر أي دولة`,
  'language.unknown-partner': ({ B }) => `لغات العمل ${has(B)} غير مذكورة`,
  'language.shared': ({ A, B, v }) =>
    `${act(B, 'تعمل', 'يعمل')} ب${languages(v.language)}، وهي ${languageCount(v.language) > 1 ? 'من لغات' : 'لغة'} ${ofl(A, 'بلدك الأم', 'البلد الأم')}`,
  'language.close': ({ A, B, v }) =>
    `${act(B, 'تعمل', 'يعمل')} ب${languages(v.theirs)}، وهي قريبة من ${languageCount(v.ours) > 1 ? own(A, 'لغاتك', 'لغات') : own(A, 'لغتك', 'لغة')} (${languages(v.ours)})`,
  'language.other': ({ B, v }) => `${act(B, 'تعمل', 'يعمل')} ب${languages(v.theirs)}، وليس ب${languages(v.ours, or)}`,

  'collaboration.unknown-partner': ({ B }) => `تفضيلات التعاون ${has(B)} غير مذكورة${LOWER}`,
  'collaboration.unknown-business': ({ A }) => `${own(A, 'هدف توسعك', 'هدف توسع')} غير مذكور${LOWER}`,
  'collaboration.suits': ({ A, B, v }) =>
    `${act(B, 'تفضّل', 'يفضّل')} ${label(v.collab)}، وهذا يناسب ${own(A, 'هدفك', 'هدف')} المتمثل في ${goal(v.goal)}`,
  'collaboration.weak': ({ A, B, v }) =>
    `${act(B, 'تفضّل', 'يفضّل')} ${label(v.collab)}، وهذا لا يتوافق كثيرًا مع ${own(A, 'هدفك', 'هدف')} المتمثل في ${goal(v.goal)}`,

  'text.shared-terms': SHARED_TERMS,
  'text.empty-description': ({ B }) => `${own(B, 'وصف خدماتك', 'وصف خدمات')} فارغ${LOWER}`,
  'text.empty-goal': BUSINESS_SIDE['text.empty-goal']!,
  'text.little-overlap': ({ A, B }) => `تداخل محدود بين ${own(A, 'أهدافك', 'أهداف')} و${own(B, 'وصف خدماتك', 'وصف خدمات')}`,
};
