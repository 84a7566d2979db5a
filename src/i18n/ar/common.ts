/** App-wide strings: brand, navigation, footer, shell states. */
export const common = {
  brand: 'Corridor',
  tagline: 'شركاء ومستثمرون موثّقون لدخولك سوق دولة الإمارات العربية المتحدة.',
  nav: {
    main: 'التنقل الرئيسي',
    aboutUs: 'من نحن',
    login: 'تسجيل الدخول',
    getStarted: 'ابدأ الآن',
    bookDemo: 'احجز عرضًا تجريبيًا',
    contracts: 'العقود',
    logout: 'تسجيل الخروج',
    home: 'الصفحة الرئيسية',
    /** In place of Login and Get Started for a signed-in user (issue 24). */
    myDashboard: 'لوحة التحكم',
    adminPanel: 'لوحة الإدارة',
    /** An admin's operator dashboards (issue 19). */
    insights: 'المؤشرات',
    completeProfile: 'أكمل ملفك التعريفي',
  },
  footer: {
    quickLinks: 'روابط سريعة',
    legal: 'قانوني',
    privacyPolicy: 'سياسة الخصوصية',
    terms: 'الشروط والأحكام',
    rights: '© {year} Corridor. جميع الحقوق محفوظة.',
  },
  skipToContent: 'الانتقال إلى المحتوى الرئيسي',
  logout: {
    title: 'تأكيد تسجيل الخروج',
    message: 'هل أنت متأكد من رغبتك في تسجيل الخروج؟',
    cancel: 'إلغاء',
    confirm: 'تسجيل الخروج',
  },
  notAuthenticated: {
    title: 'المستخدم غير مسجّل الدخول',
    body: 'يُرجى تسجيل الدخول لعرض هذه الصفحة.',
    action: 'الانتقال إلى تسجيل الدخول',
  },
  loadingPage: 'جارٍ تحميل الصفحة…',
  notFound: {
    title: 'الصفحة غير موجودة',
    body: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
    action: 'الانتقال إلى الصفحة الرئيسية',
  },
  routeError: {
    title: 'حدث خطأ ما',
    body: 'تعذّر عرض هذه الصفحة. تحقّق من اتصالك وأعد المحاولة.',
    retry: 'إعادة المحاولة',
    home: 'الانتقال إلى الصفحة الرئيسية',
  },
} as const;
