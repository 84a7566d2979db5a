/** Strings of the admin screens (specification sections 2, 4, 6 and 8). Templates use {name} placeholders. */
export const admin = {
  panel: {
    intro: 'وثّق الشركاء المحليين وحافظ على تحديث سجل الشركات.',
    addNew: 'إضافة جديد',
    addNewItems: {
      foreign: 'شركة أجنبية',
      local: 'شركة محلية',
      investor: 'مستثمر',
    },
    allContracts: 'جميع العقود',
    counters: {
      label: 'الشركات المسجلة',
      foreign: 'الشركات الأجنبية',
      local: 'الشركاء المحليون',
      investor: 'المستثمرون',
      pending: '{count, plural, zero {لا يوجد شركاء قيد انتظار التوثيق} one {شريك واحد قيد انتظار التوثيق} two {شريكان قيد انتظار التوثيق} few {# شركاء قيد انتظار التوثيق} many {# شريكًا قيد انتظار التوثيق} other {# شريك قيد انتظار التوثيق}}',
      unavailable: 'غير متاح',
    },
    businesses: 'الشركات',
    filterLabel: 'نوع النشاط',
    filters: {
      all: 'الكل',
      foreign: 'أجنبية',
      local: 'محلية',
      investor: 'مستثمر',
    },
    searchLabel: 'البحث بالاسم أو القطاع',
    searchPlaceholder: 'مثال: Al Noor أو التكنولوجيا المالية',
    columns: {
      name: 'الاسم',
      type: 'النوع',
      industry: 'القطاع',
      contact: 'جهة الاتصال',
      status: 'الحالة',
      actions: 'الإجراءات',
    },
    tableCaption: 'الشركات المسجلة في Corridor',
    types: {
      foreign: 'أجنبية',
      local: 'محلية',
      investor: 'مستثمر',
    },
    /** What separates a row's industries (the API stores them comma-separated). */
    listComma: '،',
    notProvided: 'غير متوفر',
    /** A business an admin registered, whose account nobody has claimed (its e-mail is a placeholder). */
    notClaimed: 'لم تتم المطالبة به بعد',
    empty: 'لم يتم العثور على شركات تطابق معاييرك.',
    loading: 'جارٍ تحميل الشركات…',
    loadError: {
      title: 'خطأ في تحميل الشركات',
      fallback: 'تعذّر تحميل الشركات. يُرجى المحاولة مرة أخرى.',
      network: 'خطأ في الشبكة. يُرجى المحاولة مرة أخرى.',
    },
    showing: 'عرض {from}–{to} من أصل {total}',
    pagination: {
      label: 'صفحات الشركات',
      previous: 'السابق',
      next: 'التالي',
      page: 'الصفحة {page} من {pages}',
    },
  },
  actions: {
    accept: 'قبول',
    reject: 'رفض',
    delete: 'حذف',
    /** The verbs of the confirmation question, as the specification writes {action}. */
    verbs: {
      accept: 'قبول',
      reject: 'رفض',
      delete: 'حذف',
    },
    /** Accessible names of the row buttons: "Accept Sanad Digital". */
    rowLabel: '{action} {name}',
    confirm: 'هل أنت متأكد من رغبتك في {action} هذه الشركة؟',
    yes: 'نعم',
    no: 'لا',
    done: {
      accept: 'تم قبول {name}. أصبحت الآن موثّقة ويمكن إدراجها في نتائج التوافق.',
      reject: 'تم رفض {name}. لم تعد تظهر في أي قائمة لنتائج التوافق.',
      delete: 'تم حذف {name}.',
    },
    failed: 'تعذّر {action} {name}.',
    failedFallback: 'لم يقبل الخادم الطلب. يُرجى المحاولة مرة أخرى.',
    failedNetwork: 'خطأ في الشبكة. تحقّق من اتصالك وأعد المحاولة.',
  },
  contracts: {
    intro: 'جميع العقود المبرمة بين الشركات على Corridor. افتح أي عقد لمتابعة مراحله الرئيسية، أو لإضافة مراحل رئيسية ومهام.',
    count: '{count, plural, zero {لا توجد عقود} one {عقد واحد} two {عقدان} few {# عقود} many {# عقدًا} other {# عقد}}',
    empty: 'لا توجد عقود بعد',
    loading: 'جارٍ تحميل العقود…',
    loadError: {
      title: 'خطأ في تحميل العقود',
      fallback: 'تعذّر تحميل بيانات العقود. يُرجى المحاولة مرة أخرى.',
      network: 'خطأ في الشبكة. يُرجى المحاولة مرة أخرى.',
    },
    fields: {
      category: 'الفئة',
      status: 'الحالة',
      created: 'تاريخ الإنشاء',
      updated: 'آخر تحديث',
    },
    untitled: 'العقد {id}',
    noDate: 'غير مسجّل',
  },
} as const;
