import type { Catalogue, notifications as english } from '../en';

/** رفض طلبات الإشعارات: نص التفضيلات، واستعلام القائمة، والإشعار الواحد. تبقى أسماء الحقول وأنواع الإشعارات كما هي. */
export const notifications: Catalogue<typeof english> = {
  body: 'أرسل التفضيلات ككائن يتضمن digest وkinds.',
  digest: 'يجب أن تكون قيمة digest إما true أو false.',
  kinds:
    'يجب أن تسرد kinds كل نوع من أنواع الإشعارات ({count, plural, zero {# نوع} one {نوع واحد} two {نوعان} few {# أنواع} many {# نوعًا} other {# نوع}}) مرة واحدة، مع inApp وemail.',
  entry: 'يحتاج كل عنصر في kinds إلى kind وinApp وemail.',
  kind: 'نوع إشعار غير معروف. الأنواع هي: {kinds}.',
  inApp: 'يجب أن تكون قيمة inApp إما true أو false لكل نوع.',
  email: 'يجب أن تكون قيمة email إما true أو false لكل نوع.',
  filter: 'يجب أن تكون قيمة filter إما "all" أو "unread".',
  limit: 'يجب أن تكون قيمة limit عددًا صحيحًا من 1 إلى 50.',
  cursor: 'رابط هذه الصفحة لم يعد صالحًا. حمّل الإشعارات مرة أخرى.',
  notFound: 'الإشعار غير موجود.',
  notYours: 'يخص هذا الإشعار حسابًا آخر.',
  duplicate: 'النوع "{kind}" مُدرج أكثر من مرة. أدرج كل نوع مرة واحدة فقط.',
  missing: 'يجب إدراج كل نوع مرة واحدة. الأنواع الناقصة: {kinds}.',
  listedTwice: 'مُدرج أكثر من مرة',
  kindMissing: 'أحد الأنواع ناقص',
};
