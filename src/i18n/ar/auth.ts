/** Strings of the auth screens: login, sign-up, password reset, Google landing, category choice. */

const passwordLength = 'يجب أن تتكون كلمة المرور من أكثر من 6 أحرف';
const categoryLabels = { foreign: 'شركة أجنبية', local: 'شريك محلي', investor: 'مستثمر' } as const;

export const auth = {
  /** Shared labels of the account forms. */
  fields: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    passwordHint: 'أكثر من 6 أحرف.',
  },
  or: 'أو',

  login: {
    intro: 'سجّل الدخول لعرض نتائج التوافق والطلبات والعقود الخاصة بك.',
    forgotPassword: 'هل نسيت كلمة المرور؟',
    submit: 'تسجيل الدخول',
    submitting: 'جارٍ تسجيل الدخول…',
    noAccount: 'جديد على Corridor؟',
    signupLink: 'إنشاء حساب',
    /** A signed-in user opening the login page: a way back, and the form for another account. */
    alreadySignedIn: 'أنت مسجّل الدخول باسم {name}.',
    backToDashboard: 'الانتقال إلى لوحة التحكم',
    orAnotherAccount: 'أو سجّل الدخول بحساب آخر أدناه.',
    success: 'تم تسجيل الدخول بنجاح',
    errors: {
      required: 'البريد الإلكتروني وكلمة المرور مطلوبان',
      passwordLength,
      userNotFound: 'المستخدم غير موجود',
      incorrectPassword: 'كلمة المرور غير صحيحة',
      failed: 'تعذّر تسجيل الدخول. يُرجى المحاولة مرة أخرى',
      network: 'خطأ في الشبكة. يُرجى المحاولة مرة أخرى لاحقًا',
    },
  },

  /** The demo accounts of DESIGN.md, listed on the login page in mock mode. */
  demoAccounts: {
    title: 'الحسابات التجريبية',
    intro: 'وضع المحاكاة: تستخدم جميع الحسابات التجريبية كلمة المرور {password}. اختر حسابًا لتعبئة النموذج.',
    password: 'corridor-demo',
    use: 'استخدام',
    useLabel: 'استخدام الحساب التجريبي: {category}',
    filled: 'تمت تعبئة {email}. اختر «تسجيل الدخول» للمتابعة.',
    accounts: [
      { key: 'foreign', category: 'شركة أجنبية', email: 'demo.foreign@corridor.test', name: 'Astrid Lindqvist', business: 'Nordvik Payments AB' },
      { key: 'local', category: 'شريك محلي', email: 'demo.local@corridor.test', name: 'Noura Al Hammadi', business: 'Al Noor Corporate Services' },
      { key: 'investor', category: 'مستثمر', email: 'demo.investor@corridor.test', name: 'Khalid Al Mazrouei', business: 'Saqr Bay Family Office' },
      { key: 'admin', category: 'المسؤول', email: 'admin@corridor.test', name: 'Corridor Admin', business: 'Corridor' },
    ],
  },

  /** The demo Google sign-in (mock mode): a consent screen styled like an account chooser. */
  google: {
    button: 'المتابعة باستخدام Google',
    dialogTitle: 'اختر حسابًا للمتابعة إلى Corridor',
    dialogNote: 'تسجيل دخول تجريبي: لا يُستخدم أي حساب Google. ويُنشئ أي عنوان بريد إلكتروني جديد حسابًا جديدًا.',
    accountsLabel: 'الحسابات',
    useAnother: 'استخدام حساب آخر',
    useAnotherHint: 'يُقبل أي عنوان بريد إلكتروني في النسخة التجريبية.',
    nameLabel: 'الاسم (اختياري)',
    continue: 'متابعة',
    back: 'العودة إلى الحسابات',
    signingIn: 'جارٍ تسجيل الدخول باسم {email}…',
    failed: 'تعذّر تسجيل الدخول باستخدام Google. يُرجى المحاولة مرة أخرى.',
    network: 'خطأ في الشبكة. يُرجى المحاولة مرة أخرى.',
    invalidEmail: 'يُرجى إدخال عنوان بريد إلكتروني صحيح',
  },

  signup: {
    intro: 'أنشئ حسابك في Corridor للتواصل مع شركاء ومستثمرين موثّقين في دولة الإمارات العربية المتحدة.',
    name: 'الاسم الكامل',
    businessName: 'اسم الشركة',
    category: 'نوع النشاط',
    categoryPlaceholder: 'اختر نوع نشاطك',
    categories: categoryLabels,
    confirmPassword: 'تأكيد كلمة المرور',
    termsBefore: 'أوافق على ',
    termsLink: 'الشروط والأحكام',
    sendCode: 'إرسال رمز التحقق',
    sendingCode: 'جارٍ إرسال الرمز…',
    codeSent: 'أرسلنا رمزًا مكوّنًا من 6 أرقام إلى {email}. أدخله أدناه لتوثيق بريدك الإلكتروني.',
    codeLabel: 'رمز التحقق',
    codeHint: 'أدخل الأرقام الستة الواردة في رسالة البريد الإلكتروني.',
    preparingCode: 'جارٍ تجهيز خانات الرمز…',
    createAccount: 'التحقق وإنشاء الحساب',
    creating: 'جارٍ إنشاء الحساب…',
    resendCode: 'إرسال رمز جديد',
    changeDetails: 'تعديل البيانات',
    created: 'تم إنشاء الحساب! جارٍ التحويل...',
    haveAccount: 'لديك حساب بالفعل؟',
    loginLink: 'تسجيل الدخول',
    errors: {
      required: 'جميع الحقول مطلوبة',
      mismatch: 'كلمتا المرور غير متطابقتين',
      passwordLength,
      terms: 'يُرجى الموافقة على الشروط والأحكام',
      emailFailed: 'تعذّر إرسال البريد الإلكتروني',
      network: 'خطأ في الشبكة. يُرجى المحاولة مرة أخرى.',
      registrationFailed: 'تعذّر التسجيل. يُرجى المحاولة مرة أخرى.',
      invalidCode: 'رمز التحقق غير صحيح',
    },
  },

  reset: {
    steps: { email: 'البريد الإلكتروني', code: 'الرمز', password: 'كلمة المرور الجديدة' },
    stepsLabel: 'مراحل التقدم',
    stepOf: 'الخطوة {step} من {total}: {name}',
    emailIntro: 'أدخل عنوان البريد الإلكتروني المرتبط بحسابك وسنرسل إليك رمزًا مكوّنًا من 6 أرقام.',
    sendCode: 'إرسال رمز إعادة التعيين',
    sending: 'جارٍ إرسال الرمز…',
    codeIntro: 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {email}.',
    codeLabel: 'رمز إعادة التعيين',
    verify: 'التحقق من الرمز',
    differentEmail: 'استخدام بريد إلكتروني آخر',
    verified: 'تم التحقق من الرمز! يُرجى تعيين كلمة مرور جديدة.',
    passwordIntro: 'اختر كلمة مرور جديدة للحساب {email}.',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    save: 'تحديث كلمة المرور',
    saving: 'جارٍ تحديث كلمة المرور…',
    success: 'تم تحديث كلمة المرور بنجاح! جارٍ التحويل...',
    remembered: 'تذكّرت كلمة المرور؟ سجّل الدخول',
    errors: {
      emailRequired: 'البريد الإلكتروني مطلوب',
      sendFailed: 'تعذّر إرسال رمز إعادة التعيين',
      network: 'خطأ في الشبكة. يُرجى المحاولة مرة أخرى.',
      invalidCode: 'الرمز غير صحيح',
      bothRequired: 'كلا الحقلين مطلوب.',
      mismatch: 'كلمتا المرور غير متطابقتين.',
      passwordLength,
      sessionExpired: 'انتهت صلاحية الجلسة. يُرجى بدء العملية من جديد.',
      resetFailed: 'تعذّرت إعادة تعيين كلمة المرور.',
      resetNetwork: 'خطأ في الشبكة. حاول مرة أخرى.',
    },
  },

  googleSuccess: {
    body: 'يُرجى الانتظار ريثما نُكمل تسجيل دخولك.',
  },

  category: {
    intro: 'أخبرنا كيف ستستخدم Corridor. ستُكمل ملفك التعريفي في الخطوة التالية.',
    legend: 'فئتك',
    options: [
      { value: 'foreign', label: categoryLabels.foreign, description: 'شركة تدخل سوق دولة الإمارات وتبحث عن شركاء محليين ومستثمرين.' },
      { value: 'local', label: categoryLabels.local, description: 'مزوّد خدمات في دولة الإمارات: الخدمات القانونية والمصرفية والمناطق الحرة والاستشارات وغيرها.' },
      { value: 'investor', label: categoryLabels.investor, description: 'مستثمر يبحث عن شركات أجنبية وشركاء محليين لدعمهم.' },
    ],
    confirm: 'تأكيد الاختيار',
    confirming: 'جارٍ الحفظ…',
    required: 'يُرجى اختيار فئة قبل المتابعة',
    success: 'تم تحديث الفئة بنجاح! جارٍ التحويل...',
    failed: 'تعذّر حفظ فئتك. يُرجى تسجيل الدخول مرة أخرى وإعادة المحاولة.',
  },
} as const;
