import type { Catalogue, http as english } from '../en';

/** الرسائل عند حدود الخادم التجريبي: المصادقة والصلاحيات، ومحلّل الطلبات، وخادم HTTP، والخطأ المفروض في أدوات العرض التجريبي. */
export const http: Catalogue<typeof english> = {
  authRequired: 'يلزم التحقق من الهوية. يُرجى تسجيل الدخول.',
  sessionExpired: 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  forbidden: 'ليست لديك صلاحية للقيام بذلك.',
  invalidJson: 'يجب أن يكون نص الطلب بصيغة JSON صحيحة.',
  invalidRequest: 'الطلب غير صالح.',
  badTarget: 'عنوان الطلب ليس عنوان URL صالحًا.',
  noRoute: 'لا توجد العملية {method} {path} في واجهة Corridor البرمجية.',
  methodNotAllowed: 'الطريقة {method} غير مسموح بها هنا. استخدم {allowed}.',
  tooLarge: 'يتجاوز حجم نص الطلب {kb} كيلوبايت.',
  notJson: 'يجب أن يكون نص الطلب بصيغة JSON (Content-Type: application/json).',
  timeout: 'استغرق وصول الطلب وقتًا أطول من اللازم.',
  internal: 'تعذّر على الخادم التجريبي الرد على هذا الطلب. لا يزال الخادم يعمل؛ يُرجى المحاولة مرة أخرى.',
  headersTooLarge: 'ترويسات الطلب كبيرة جدًا.',
  notHttp: 'الطلب ليس طلب HTTP صالحًا.',
  simulatedError: 'خطأ محاكى في الخادم (سيناريو تجريبي).',
  zod: {
    invalidType: 'قيمة غير صالحة: المتوقع {expected}.',
    tooBigText:
      'يجب ألا يزيد طول النص على {maximum, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
    tooBigNumber: 'يجب ألا يزيد الرقم على {maximum}.',
    tooBigList:
      'يجب ألا يزيد عدد العناصر على {maximum, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}.',
    tooSmallText:
      'يجب ألا يقل طول النص عن {minimum, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
    tooSmallNumber: 'يجب ألا يقل الرقم عن {minimum}.',
    tooSmallList:
      'يجب ألا يقل عدد العناصر عن {minimum, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}.',
    invalidFormat: 'صيغة غير صالحة: المتوقع {format}.',
    notMultipleOf: 'رقم غير صالح: يجب أن يكون من مضاعفات {divisor}.',
    unrecognizedKeys: 'حقول غير معروفة: {keys}.',
    invalidValue: 'خيار غير صالح: المتوقع إحدى القيم {values}.',
    invalid: 'قيمة غير صالحة.',
    types: {
      string: 'نص',
      number: 'رقم',
      boolean: 'true أو false',
      object: 'كائن',
      array: 'قائمة',
      other: 'نوع آخر',
    },
  },
};
