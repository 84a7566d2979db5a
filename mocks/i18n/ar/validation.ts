import type { Catalogue, validation as english } from '../en';

/** قواعد حقول نصوص الطلبات. تبقى أسماء الحقول في الواجهة البرمجية ({label} و{key}) كما هي بالحروف اللاتينية. */
export const validation: Catalogue<typeof english> = {
  required: 'هذا الحقل مطلوب',
  atMost:
    'يجب ألا يزيد طول النص على {max, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  email: 'يُرجى إدخال عنوان بريد إلكتروني صحيح',
  labelRequired: 'الحقل {label} مطلوب',
  labelNotValid: 'قيمة الحقل {label} غير صالحة',
  contractIdRequired: 'الحقل ID (معرّف العقد) مطلوب',
  contractIdNotValid: 'قيمة الحقل ID (معرّف العقد) غير صالحة',
  userIdRequired: 'الحقل ID (معرّف المستخدم) مطلوب',
  codeDigits: 'يجب أن يتكون الرمز من 6 أرقام',
  dueDateRequired: 'تاريخ الاستحقاق مطلوب',
  dueDateInvalid: 'تاريخ الاستحقاق ليس تاريخًا صالحًا',
  partyKind: 'يجب أن تكون قيمة {label} إحدى القيم foreign أو local أو investor',

  password: 'يجب أن تتكون كلمة المرور من أكثر من 6 أحرف',
  passwordTooLong: 'كلمة المرور طويلة جدًا',
  purpose: 'يجب أن تكون قيمة purpose إما signup أو reset',
  allFieldsRequired: 'جميع الحقول مطلوبة',
  category: 'يُرجى اختيار شركة أجنبية أو شريك محلي أو مستثمر',
  hasCompletedProfile: 'يجب أن تكون قيمة hasCompletedProfile إما true أو false',
  selectCategory: 'يُرجى اختيار فئة قبل المتابعة',
  tokenRequired: 'الحقل token (معرّف المستخدم) مطلوب',

  milestoneFields: 'العنوان والوصف وتاريخ الاستحقاق مطلوبة',
  commentText: 'نص التعليق مطلوب',
  markup: 'يجب ألا يحتوي النص على وسوم HTML',
  dueDateFormat: 'يجب أن يكون تاريخ الاستحقاق تاريخًا بالصيغة YYYY-MM-DD',
  taskStatus: 'يجب أن تكون الحالة "completed" أو "pending"',

  demoFields: 'يُرجى تعبئة جميع الحقول.',

  mustBeText: 'يجب أن تكون القيمة نصًا',
  numberType: 'يجب أن تكون قيمة «{label}» رقمًا',
  numberMin: 'يجب ألا تقل قيمة «{label}» عن {min}',
  numberMax: 'يجب ألا تزيد قيمة «{label}» على {max}',
  logo: 'يجب أن يكون شعار الشركة ملف صورة لا يتجاوز حجمه 1 ميغابايت',
  coInvest: 'يجب أن يكون تفضيل الاستثمار المشترك true أو false',
  numberLabels: {
    targetRevenue: 'الإيرادات المستهدفة',
    yearsInOperation: 'سنوات التشغيل',
    ticketSizeMin: 'الحد الأدنى لحجم الاستثمار',
    ticketSizeMax: 'الحد الأقصى لحجم الاستثمار',
    exitHorizon: 'أفق التخارج',
  },

  version: 'يجب أن تكون قيمة version رقم الإصدار الذي راجعته',
  versionWhole: 'يجب أن تكون قيمة version عددًا صحيحًا',
  versionMin: 'يجب ألا تقل قيمة version عن 1',
  versionMax: 'يجب ألا تزيد قيمة version على 1000',
  fullName: 'اكتب اسمك الكامل للتوقيع',
  fullNameMax: 'يجب ألا يزيد اسمك على 120 حرفًا',
  consent: 'يُرجى تأكيد موافقتك على توقيع هذه الاتفاقية إلكترونيًا',
  declineReason: 'اذكر سبب رفضك التوقيع',
  declineReasonMin: 'اذكر سبب رفضك التوقيع (3 أحرف على الأقل)',
  declineReasonMax: 'يجب ألا يزيد السبب على 1000 حرف',
};
