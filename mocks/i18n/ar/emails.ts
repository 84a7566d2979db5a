import type { Catalogue, emails as english } from '../en';

/** الرسائل البريدية التي «يرسلها» الخادم التجريبي إلى صندوق الصادر في أدوات العرض التجريبي: الرموز وطلبات العرض التجريبي. */
export const emails: Catalogue<typeof english> = {
  code: {
    subjectSignup: 'رمز التحقق الخاص بك في Corridor',
    subjectReset: 'رمز إعادة تعيين كلمة المرور في Corridor',
    body: 'رمزك هو {code}. تنتهي صلاحيته بعد 10 دقائق ويُستخدم مرة واحدة.',
  },
  demoRequest: {
    subject: 'طلب عرض تجريبي من {firstName} {lastName} ({company})',
    line: '{label}: {value}',
    labels: {
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      company: 'الشركة',
      employees: 'عدد الموظفين',
      website: 'الموقع الإلكتروني',
      phone: 'الهاتف',
      message: 'الرسالة',
      year: 'السنة',
    },
  },
};
