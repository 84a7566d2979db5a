/**
 * The words of the option lists (specification §3, `src/lib/options.ts`) and of the API's enums the
 * app shows (contract categories, statuses), keyed by their English label. The values stay English
 * in the API; only what a reader sees is translated (`optionText`, `@/i18n/options`). A test keeps
 * every label of `src/lib/options.ts` a key here.
 */
export const optionLabels = {
  // Industries (both readings).
  'Technology & SaaS': 'التكنولوجيا والبرمجيات كخدمة',
  'Fintech & Financial Services': 'التكنولوجيا المالية والخدمات المالية',
  'CleanTech & Renewable Energy': 'التكنولوجيا النظيفة والطاقة المتجددة',
  'Healthcare & Life Sciences': 'الرعاية الصحية وعلوم الحياة',
  'Manufacturing & Industrial': 'التصنيع والصناعة',
  'E-commerce & Retail': 'التجارة الإلكترونية والتجزئة',
  'Professional Services': 'الخدمات المهنية',
  'Food & Beverage': 'الأغذية والمشروبات',
  'Education Technology': 'تكنولوجيا التعليم',
  'Hospitality & Tourism': 'الضيافة والسياحة',
  Other: 'أخرى',

  // Company sizes and the demo request's employee bands.
  '1-10 employees': 'من 1 إلى 10 موظفين',
  '11-50 employees': 'من 11 إلى 50 موظفًا',
  '30-50 employees': 'من 30 إلى 50 موظفًا',
  '51-200 employees': 'من 51 إلى 200 موظف',
  '201-500 employees': 'من 201 إلى 500 موظف',
  '501-1000 employees': 'من 501 إلى 1000 موظف',
  '1000+ employees': 'أكثر من 1000 موظف',
  '1-29': 'من 1 إلى 29 موظفًا',
  '30-100': 'من 30 إلى 100 موظف',
  '100+': 'أكثر من 100 موظف',

  // Expansion timelines.
  '0-3 months': 'من 0 إلى 3 أشهر',
  '3-6 months': 'من 3 إلى 6 أشهر',
  '6-12 months': 'من 6 إلى 12 شهرًا',
  '12+ months': '12 شهرًا فأكثر',
  'Immediate (0-3 months)': 'فوري (من 0 إلى 3 أشهر)',
  'Short-term (3-6)': 'قصير الأجل (من 3 إلى 6 أشهر)',
  'Medium-term (6-12)': 'متوسط الأجل (من 6 إلى 12 شهرًا)',
  'Long-term (1-2 years)': 'طويل الأجل (من سنة إلى سنتين)',
  '2025-2026': '2025–2026',

  // Preferred partner types and partner business types.
  Consultant: 'استشارات',
  Legal: 'خدمات قانونية',
  Financial: 'خدمات مالية',
  Distributor: 'موزّع',
  Recruitment: 'توظيف',
  Marketing: 'تسويق',
  Logistics: 'خدمات لوجستية',
  Agent: 'وكيل',
  Reseller: 'معيد بيع',
  'Strategic Partner': 'شريك استراتيجي',
  'Joint Venture': 'مشروع مشترك',
  'Licensing Partner': 'شريك ترخيص',
  Franchisee: 'صاحب امتياز تجاري',
  'Local Pharma Plants/Distributors': 'مصانع أدوية أو موزعو أدوية محليون',
  Banking: 'خدمات مصرفية',
  'IT Services': 'خدمات تقنية المعلومات',
  'Real Estate': 'عقارات',
  'Sole Proprietorship': 'مؤسسة فردية',

  // Budget ranges.
  'Under $50,000': 'أقل من 50,000 دولار',
  '$50,000 – $100,000': 'من 50,000 إلى 100,000 دولار',
  '$100,000 – $250,000': 'من 100,000 إلى 250,000 دولار',
  '$250,000 – $500,000': 'من 250,000 إلى 500,000 دولار',
  '$500,000 and more': '500,000 دولار فأكثر',
  '$50,000-$100,000': 'من 50,000 إلى 100,000 دولار',
  '$100,000-$250,000': 'من 100,000 إلى 250,000 دولار',
  '$250,000-$500,000': 'من 250,000 إلى 500,000 دولار',
  '$500,000-$1,000,000': 'من 500,000 إلى 1,000,000 دولار',
  'Over $1,000,000': 'أكثر من 1,000,000 دولار',
  'USD 5M-10M': 'من 5 إلى 10 ملايين دولار أمريكي',

  // Market types.
  'Established (low risk)': 'راسخة (مخاطر منخفضة)',
  'Emerging (high growth)': 'ناشئة (نمو مرتفع)',
  'Niche (specialized)': 'متخصصة (شريحة محددة)',
  B2B: 'من الشركات إلى الشركات',
  B2C: 'من الشركات إلى المستهلكين',
  B2G: 'من الشركات إلى الجهات الحكومية',
  Hybrid: 'مختلط (للشركات والمستهلكين)',
  'B2B / Hospitals': 'من الشركات إلى الشركات / المستشفيات',

  // Expansion goals.
  'Market Entry': 'دخول السوق',
  'Market Expansion': 'التوسع في السوق',
  'Distribution Network': 'شبكة توزيع',
  'Local Partnerships': 'شراكات محلية',
  'Joint Ventures': 'مشاريع مشتركة',
  'Manufacturing Setup': 'إنشاء منشأة تصنيع',
  'Generic drug manufacturing JV': 'مشروع مشترك لتصنيع الأدوية الجنيسة',

  // Pricing models and collaboration preferences.
  Hourly: 'بالساعة',
  Fixed: 'سعر ثابت',
  'Performance-based': 'حسب الأداء',
  Retainer: 'أتعاب شهرية ثابتة',
  'Revenue Share': 'مشاركة الإيرادات',
  Mixed: 'مختلط',
  'Wholesale/Retail': 'الجملة/التجزئة',
  'Long-term partnership': 'شراكة طويلة الأمد',
  'One-time project': 'مشروع لمرة واحدة',
  'Referral arrangement': 'ترتيب إحالة',
  'White-label services': 'خدمات العلامة البيضاء',
  'Distribution & Retail Chains': 'التوزيع وسلاسل التجزئة',

  // Investor types.
  'Venture Capital (VC)': 'رأس المال الجريء',
  'Angel Investor': 'مستثمر ملائكي',
  'Private Equity (PE)': 'الملكية الخاصة',
  Bank: 'بنك',
  'Corporate Venture': 'ذراع استثمارية لشركة',
  'Family Office': 'مكتب عائلي',
  'Venture Capital': 'رأس المال الجريء',
  'Private Equity': 'الملكية الخاصة',
  'Accelerator/Incubator': 'مسرّعة أعمال/حاضنة أعمال',
  Syndicate: 'تحالف استثماري',
  'Crowdfunding Platform': 'منصة تمويل جماعي',

  // Target stages.
  'Pre-seed': 'ما قبل البذرة',
  Seed: 'البذرة',
  'Series A': 'السلسلة أ',
  'Series B': 'السلسلة ب',
  'Series C': 'السلسلة ج',
  Growth: 'النمو',
  Expansion: 'التوسع',
  'Late-stage': 'المراحل المتأخرة',
  Bridge: 'التمويل المرحلي',
  'Pre-IPO': 'ما قبل الطرح العام الأولي',

  // Involvement levels.
  'Hands-off': 'دون تدخل',
  Advisory: 'استشاري',
  'Board seat preferred': 'يفضّل مقعدًا في مجلس الإدارة',
  'Active operator': 'مشارك فعلي في التشغيل',
  'Board Seat': 'مقعد في مجلس الإدارة',
  'Strategic Advisor': 'مستشار استراتيجي',
  'Active Mentor': 'مرشد فاعل',
  'Operational Support': 'دعم تشغيلي',

  // Geography focus.
  Local: 'محلي',
  Regional: 'إقليمي',
  National: 'وطني',
  Global: 'عالمي',
  'North America': 'أمريكا الشمالية',
  Europe: 'أوروبا',
  'Asia-Pacific': 'آسيا والمحيط الهادئ',
  'Middle East': 'الشرق الأوسط',
  Africa: 'أفريقيا',
  'Latin America': 'أمريكا اللاتينية',

  // Exit horizons.
  '1-3 years': 'من سنة إلى 3 سنوات',
  '3-5 years': 'من 3 إلى 5 سنوات',
  '5-7 years': 'من 5 إلى 7 سنوات',
  '7-10 years': 'من 7 إلى 10 سنوات',
  '10+ years': '10 سنوات فأكثر',

  // Contract categories as the app words them ("local-foreign" → "Local-Foreign"; "investor" is legacy).
  'Local-Foreign': 'شريك محلي – شركة أجنبية',
  'Investor-Foreign': 'مستثمر – شركة أجنبية',
  'Investor-Local': 'مستثمر – شريك محلي',
  Investor: 'مستثمر',

  // Contract, business and verification statuses as the app words them ("approved" → "Approved").
  Pending: 'قيد الانتظار',
  Approved: 'معتمد',
  Rejected: 'مرفوض',
  Active: 'نشط',
  Signed: 'موقّع',
  Sent: 'مُرسَل',
  Cancelled: 'ملغى',
  Verified: 'موثّق',
} as const;

/** How several option values are written out in a line ("Seed, Series A"): `joinOptions`. */
export const optionLists = {
  separator: '، ',
};
