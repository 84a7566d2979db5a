// Arabic writers of the reason kinds of a business or a partner (A) and an investor (B): the kinds
// both investor models share (mocks/matching/factors/investor-common.ts), then each model's own
// (foreign-investor-reasons.ts, local-investor.ts).

import { BUSINESS_SIDE, SHARED_TERMS } from './common';
import {
  LOWER, act, budget, focus, has, horizon, label, labels, li, market, amount, ofl, own, place, range, sector, sectors, size,
  type ArRole, type Writer,
} from './words';

const NOT_KNOWN = 'غير مذكور أو غير معروف';
const targets = (B: ArRole) => `القطاعات التي ${act(B, 'تستهدفها', 'يستهدفها')}`;
const targetOne = (B: ArRole) => `الذي ${act(B, 'تستهدفه', 'يستهدفه')}`;
const companySize = (A: ArRole) => own(A, 'حجم شركتك', 'حجم');
const scope = (B: ArRole, v: Parameters<Writer>[0]['v']) => `النطاق الجغرافي ${has(B)} (${focus(v.focus)})`;

/** The kinds of investor-common.ts; `home`: side A is a business (its home market), else a partner (its location). */
function common(home: boolean): Record<string, Writer> {
  const writers: Record<string, Writer> = {
    'industry.unknown-own': ({ A }) => `${own(A, 'قطاعك', 'قطاع')} ${NOT_KNOWN}${LOWER}`,
    'industry.goal-in-targets': ({ A, B, v }) => `يذكر ${own(A, 'هدف توسعك', 'هدف توسع')} ${sector(v.sector)}، وهو من ${targets(B)}`,
    'industry.goal-close': ({ A, B, v }) =>
      `يذكر ${own(A, 'هدف توسعك', 'هدف توسع')} ${sector(v.sector)}، وهو قريب من ${sector(v.target)} ${targetOne(B)}`,
    'industry.any': ({ B }) => `${act(B, 'تستثمر', 'يستثمر')} في جميع القطاعات`,
    'industry.unknown-targets': ({ B }) => `${targets(B)} غير مذكورة${LOWER}`,
    'industry.in-targets': ({ A, B, v }) => `${own(A, 'نشاطك', 'نشاط')} في ${sector(v.sector)}، وهو من ${targets(B)}`,
    'industry.close': ({ B, v }) => `${sector(v.sector)} قريب من ${sector(v.target)} ${targetOne(B)}`,
    'industry.any-client': ({ A }) => `${act(A, 'تقبل', 'يقبل')} عملاء من أي قطاع`,
    'industry.outside': ({ A, B, v }) => `${own(A, 'نشاطك', 'نشاط')} في ${label(v.sector)} خارج ${targets(B)} (${sectors(v.targets)})`,

    'stage.unknown-size': ({ A }) => `${companySize(A)} غير مذكور، لذا فإن التوافق مع مرحلة الاستثمار غير معروف`,
    'stage.unknown-stages': ({ B }) => `مراحل الاستثمار التي ${act(B, 'تستهدفها', 'يستهدفها')} غير مذكورة${LOWER}`,
    'stage.typical': ({ B, v }) => `${act(B, 'تدعم', 'يدعم')} جولات ${labels(v.stages)}، وهي جولات معتادة لشركة ${size(v.size)}`,
    'stage.close': ({ B, v }) => `مراحل الاستثمار ${has(B)} (${labels(v.stages)}) قريبة مما تجمعه عادةً شركة ${size(v.size)}`,
    'stage.poor': ({ B, v }) => `مراحل الاستثمار ${has(B)} (${labels(v.stages)}) لا تناسب شركة ${size(v.size)}`,

    'geography.unknown': ({ B }) => `النطاق الجغرافي ${has(B)} غير مذكور${LOWER}`,
    // read by side A, or by the investor itself (the kind's second template)
    'geography.on-the-ground': ({ A, B, v }) =>
      B.you
        ? `مقرّك في ${place(v.where)}، فأنت حاضر ميدانيًا في دولة الإمارات لصالح ${A.subj}`
        : `مقرّ ${B.subj} في ${place(v.where)}، فهو حاضر ميدانيًا في دولة الإمارات`,
    'geography.based-in': ({ B, v }) => `${own(B, 'مقرّك', 'مقرّ')} في ${place(v.where)}`,
    'geography.unknown-location': ({ B }) => `${own(B, 'موقعك', 'موقع')} ${NOT_KNOWN}${LOWER}`,
    'geography.unknown-focus': ({ B }) => `النطاق الجغرافي ${has(B)} غير مذكور${LOWER}`,
    'geography.covers-home': ({ A, B, v }) => `يشمل ${scope(B, v)} ${place(v.place)}، حيث ${act(A, 'تعمل', 'يعمل')}`,
    'geography.covers-uae': ({ B, v }) => `يشمل ${scope(B, v)} دولة الإمارات`,
    'geography.unknown-place': home
      ? ({ A }) => `${ofl(A, 'سوقك الأم', 'السوق الأم')} غير مذكورة أو غير معروفة${LOWER}`
      : ({ A }) => `${own(A, 'موقعك', 'موقع')} ${NOT_KNOWN}${LOWER}`,
    'geography.misses-uae': ({ B, v }) => `لا يشمل ${scope(B, v)} دولة الإمارات`,
    'geography.misses-place': ({ B, v }) => `لا يشمل ${scope(B, v)} ${place(v.place)}`,
    'geography.misses-both': ({ B, v }) => `لا يشمل ${scope(B, v)} ${place(v.place)} ولا دولة الإمارات`,

    'involvement.unknown-level': ({ B }) => `مستوى المشاركة ${has(B)} غير مذكور${LOWER}`,
    'market.unknown-investor': ({ B }) => `تفضيلات السوق ${has(B)} غير مذكورة${LOWER}`,
    'text.shared-terms': SHARED_TERMS,
    'text.empty-criteria': ({ B }) => `معايير التوافق ${has(B)} فارغة${LOWER}`,
  };
  // the kinds each model leaves out (investorKindSpecs)
  const absent = home ? ['industry.any-client', 'geography.misses-place'] : ['industry.goal-in-targets', 'industry.goal-close', 'geography.unknown-location'];
  for (const code of absent) delete writers[code];
  return writers;
}

const investorType = (B: ArRole) => own(B, 'نوعك كمستثمر', 'نوع');
const asked = (A: ArRole) => act(A, 'طلبته', 'طلبه');
const style = (B: ArRole, v: Parameters<Writer>[0]['v']) => `أسلوب المشاركة ${has(B)} (${label(v.style)})`;
const yourBudget = (A: ArRole, v: Parameters<Writer>[0]['v']) => `${own(A, 'ميزانيتك', 'ميزانية')} (${budget(v.budget)})`;

export const BUSINESS_INVESTOR: Record<string, Writer> = {
  ...common(true),
  'partner-type.unknown-wish': BUSINESS_SIDE['partner-type.unknown-wish']!,
  'partner-type.unknown-investor': ({ B }) => `${investorType(B)} غير مذكور${LOWER}`,
  'partner-type.suits': ({ A, B, v }) => `${investorType(B)} (${label(v.type)}) يناسب نوع الشريك الذي ${asked(A)} (${label(v.pref)})`,
  'partner-type.different': ({ A, B, v }) =>
    `نوع الشريك الذي ${asked(A)} (${label(v.pref)}) لا يناسبه ${investorType(B)} (${label(v.type)})`,
  'ticket.unknown-budget': ({ A }) => `${own(A, 'ميزانيتك', 'ميزانية')} غير مذكورة، لذا فإن التوافق مع حجم الاستثمار غير معروف`,
  'ticket.unknown-ticket': ({ B }) => `حجم الاستثمار ${has(B)} غير مذكور${LOWER}`,
  'ticket.above': ({ A, v }) => `يبدأ حجم الاستثمار من ${amount(v.from)}، وهو أعلى من ${yourBudget(A, v)}`,
  'ticket.below': ({ A, v }) => `لا يتجاوز حجم الاستثمار ${amount(v.to)}، وهو أقل من ${yourBudget(A, v)}`,
  'ticket.covers': ({ A, v }) => `حجم الاستثمار (${range(v.ticket)}) يغطي ${yourBudget(A, v)}`,
  'ticket.within': ({ A, v }) => `حجم الاستثمار (${range(v.ticket)}) يقع ضمن ${yourBudget(A, v)}`,
  'ticket.overlaps-at': ({ A, v }) => `حجم الاستثمار (${range(v.ticket)}) يلتقي مع ${yourBudget(A, v)} عند ${amount(v.at)}`,
  'ticket.overlaps': ({ A, v }) =>
    `حجم الاستثمار (${range(v.ticket)}) يتقاطع مع ${yourBudget(A, v)} في النطاق من ${amount(v.from)} إلى ${amount(v.to)}`,
  'involvement.unknown-size': ({ A }) => `${companySize(A)} غير مذكور، لذا فإن التوافق مع مستوى المشاركة غير معروف`,
  'involvement.suits': ({ B, v }) => `${style(B, v)} يناسب شركة ${size(v.size)}`,
  'involvement.far': ({ B, v }) => `${style(B, v)} بعيد عن الدعم (${label(v.wants)}) الذي تحتاجه عادةً شركة ${size(v.size)}`,
  'market.maturity-only': BUSINESS_SIDE['market.maturity-only']!,
  'market.unknown-business': BUSINESS_SIDE['market.unknown-business']!,
  'market.shared': ({ A, B, v }) => `${act(B, 'تفضّل', 'يفضّل')} سوق ${market(v.theirs)}، و${own(A, 'سوقك', 'سوق')} هي سوق ${market(v.ours)}`,
  'market.none': ({ A, B, v }) => `${act(B, 'تفضّل', 'يفضّل')} سوق ${market(v.theirs)}، لا ${own(A, 'سوقك', 'سوق')} (سوق ${market(v.ours)})`,
  'horizon.unknown-size': ({ A }) => `${companySize(A)} غير مذكور، لذا فإن التوافق مع أفق التخارج غير معروف`,
  'horizon.unknown': ({ B }) => `أفق التخارج ${has(B)} غير مذكور`,
  'horizon.suits': ({ B, v }) => `أفق التخارج ${has(B)} (${horizon(v.years)}) يناسب شركة ${size(v.size)}`,
  'horizon.poor': ({ B, v }) => `أفق التخارج ${has(B)} (${horizon(v.years)}) لا يناسب كثيرًا شركة ${size(v.size)}`,
  'text.empty-goal': BUSINESS_SIDE['text.empty-goal']!,
  'text.little-overlap': ({ A, B }) => `تداخل محدود بين ${own(A, 'أهدافك', 'أهداف')} و${own(B, 'معاييرك', 'معايير')}`,
};

const preference = (A: ArRole, v: Parameters<Writer>[0]['v']) => `${own(A, 'تفضيلك', 'تفضيل')} ${li(label(v.collab))}`;

export const PARTNER_INVESTOR: Record<string, Writer> = {
  ...common(false),
  'involvement.unknown-partner': ({ A }) => `تفضيلات التعاون ${has(A)} غير مذكورة${LOWER}`,
  'involvement.suits': ({ A, B, v }) => `${style(B, v)} يناسب ${preference(A, v)}`,
  'involvement.weak': ({ A, B, v }) => `${style(B, v)} لا يتوافق كثيرًا مع ${preference(A, v)}`,
  'market.unknown-partner': ({ A }) => `أنواع الأسواق التي ${act(A, 'تخدمها', 'يخدمها')} غير مذكورة${LOWER}`,
  'market.shared': ({ v }) => `يركّز الطرفان على سوق ${market(v.market)}`,
  'market.none': ({ A, B, v }) => `${act(B, 'تفضّل', 'يفضّل')} سوق ${market(v.theirs)}، بينما ${act(A, 'تخدم', 'يخدم')} سوق ${market(v.ours)}`,
  'text.empty-description': ({ A }) => `${own(A, 'وصف خدماتك', 'وصف خدمات')} فارغ${LOWER}`,
  'text.little-overlap': ({ A, B }) => `تداخل محدود بين ${own(A, 'خدماتك', 'خدمات')} و${own(B, 'معاييرك', 'معايير')}`,
};
