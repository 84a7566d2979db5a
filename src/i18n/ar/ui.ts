// Strings the design system shows by itself (labels of close buttons, retry, etc.).
// Product strings (titles, messages, button labels of a screen) are passed to the components as
// props; only the generic chrome of the components lives here. Templates use {name} placeholders
// and are filled by `fill` from '@/lib/format'.
export const ui = {
  brandName: 'Corridor',
  homeLinkLabel: 'الصفحة الرئيسية لـ Corridor',

  close: 'إغلاق',
  cancel: 'إلغاء',
  confirm: 'تأكيد',
  retry: 'إعادة المحاولة',
  tryAgain: 'إعادة المحاولة',
  loading: 'جارٍ التحميل…',

  currentValue: 'القيمة الحالية',
  /** Label of the extra option a SelectField adds for a stored value outside its list. */
  currentValueOption: '{value} (القيمة الحالية)',
  selectPlaceholder: 'اختر خيارًا',

  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',

  /** aria-label of each box of a CodeInput. */
  codeDigitLabel: 'الرقم {index} من {total}',
  codeGroupLabel: 'رمز التحقق',

  filePreviewAlt: 'معاينة الصورة المختارة',
  noFileChosen: 'لم يتم اختيار صورة',

  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  mainNavigation: 'التنقل الرئيسي',
  footerNavigation: 'روابط التذييل',
  legalNavigation: 'الروابط القانونية',
  copyright: '© {year} {brand}. جميع الحقوق محفوظة.',

  progressValue: '{value}%',
} as const;

export type UiStrings = typeof ui;
