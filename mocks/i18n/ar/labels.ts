/**
 * Arabic labels of the values the mock knows (issue 15): every option of the profile forms in both
 * readings (src/lib/options.ts, mocks/db/seed/options.ts), the places, countries and languages the
 * seed and the matching engine name, and the lower-case words the match reasons are made of
 * (mocks/matching: "professional services", "a recruitment firm" …). Terms follow the Arabic
 * glossary of the issue. One flat map from the English value, case-sensitive, because the reasons'
 * words ("fixed": السعر الثابت) and the form options ("Fixed": سعر ثابت) read differently; where one
 * value sits in several lists it has one Arabic label that reads right in each. Amounts, sizes and
 * other values with numbers in them are written by the reasons' own code (mocks/matching/arabic).
 * Used by the Arabic match reasons and the Arabic contract document; the app's own option labels
 * (src/i18n/ar/options.ts) use the same words.
 */
export const arabicLabels: Readonly<Record<string, string>> = Object.freeze({
  // ------------------------------------------------------------ industries (both readings, the sectors users type)
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
  'Banking & Investment': 'الخدمات المصرفية والاستثمار',
  'Logistics & Supply Chain': 'الخدمات اللوجستية وسلاسل الإمداد',
  'Real Estate & Construction': 'العقارات والإنشاءات',
  'Oil, Gas & Energy': 'النفط والغاز والطاقة',
  'Media & Marketing': 'الإعلام والتسويق',
  'Any industry': 'أي قطاع',
  'All industries': 'جميع القطاعات',
  // the sectors as the reasons name them ("Both work in fintech and financial services")
  'technology/SaaS': 'التكنولوجيا والبرمجيات كخدمة',
  'fintech and financial services': 'التكنولوجيا المالية والخدمات المالية',
  cleantech: 'التكنولوجيا النظيفة',
  'healthcare and life sciences': 'الرعاية الصحية وعلوم الحياة',
  manufacturing: 'التصنيع',
  'e-commerce and retail': 'التجارة الإلكترونية والتجزئة',
  'professional services': 'الخدمات المهنية',
  'food and beverage': 'الأغذية والمشروبات',
  'education technology': 'تكنولوجيا التعليم',
  'hospitality and tourism': 'الضيافة والسياحة',
  'other industries': 'قطاعات أخرى',
  'banking and investment': 'الخدمات المصرفية والاستثمار',
  logistics: 'الخدمات اللوجستية',
  'real estate and construction': 'العقارات والإنشاءات',
  energy: 'الطاقة',
  'media and marketing': 'الإعلام والتسويق',

  // ------------------------------------------------------------ company sizes and employee bands
  '1-10': 'من 1 إلى 10 موظفين', '11-50': 'من 11 إلى 50 موظفًا', '30-50': 'من 30 إلى 50 موظفًا',
  '51-200': 'من 51 إلى 200 موظف', '201-500': 'من 201 إلى 500 موظف', '501-1000': 'من 501 إلى 1000 موظف',
  '1000+': 'أكثر من 1000 موظف', '1-29': 'من 1 إلى 29 موظفًا', '30-100': 'من 30 إلى 100 موظف', '100+': 'أكثر من 100 موظف',

  // ------------------------------------------------------------ expansion timelines (both readings) and how soon, in the reasons
  '0-3 months': 'من 0 إلى 3 أشهر', '3-6 months': 'من 3 إلى 6 أشهر', '6-12 months': 'من 6 إلى 12 شهرًا', '12+ months': '12 شهرًا فأكثر',
  'Immediate (0-3 months)': 'فوري (من 0 إلى 3 أشهر)', 'Short-term (3-6)': 'قصير الأجل (من 3 إلى 6 أشهر)',
  'Medium-term (6-12)': 'متوسط الأجل (من 6 إلى 12 شهرًا)', 'Long-term (1-2 years)': 'طويل الأجل (من سنة إلى سنتين)',
  '2025-2026': '2025–2026',
  'within 3 months': 'خلال 3 أشهر', 'in 3-6 months': 'خلال 3 إلى 6 أشهر', 'in 6-12 months': 'خلال 6 إلى 12 شهرًا',
  'in a year or more': 'بعد سنة أو أكثر',

  // ------------------------------------------------------------ partner types (preferred) and partner business types
  Consultant: 'استشارات', Legal: 'خدمات قانونية', Financial: 'خدمات مالية', Banking: 'خدمات مصرفية',
  Distributor: 'موزّع', Recruitment: 'توظيف', Marketing: 'تسويق', Logistics: 'خدمات لوجستية',
  'IT Services': 'خدمات تقنية المعلومات', 'Real Estate': 'عقارات', 'Sole Proprietorship': 'مؤسسة فردية',
  Agent: 'وكيل', Reseller: 'معيد بيع', 'Strategic Partner': 'شريك استراتيجي', 'Joint Venture': 'مشروع مشترك',
  'Licensing Partner': 'شريك ترخيص', Franchisee: 'صاحب امتياز تجاري',
  'Local Pharma Plants/Distributors': 'مصانع أدوية أو موزعو أدوية محليون', 'Pharma Plant/Distributor': 'مصنع أدوية أو موزّع أدوية',
  'Free Zone': 'منطقة حرة', 'Business Setup': 'تأسيس الأعمال',
  // what a partner is called in the reasons ("You are a recruitment firm")
  consultancy: 'شركة استشارات', 'legal firm': 'مكتب محاماة', bank: 'بنك', 'logistics provider': 'مزوّد خدمات لوجستية',
  distributor: 'موزّع', 'marketing agency': 'وكالة تسويق', 'recruitment firm': 'شركة توظيف',
  'IT services firm': 'شركة خدمات تقنية المعلومات', 'real-estate firm': 'شركة عقارية', 'service firm': 'شركة خدمات',
  'sole proprietor': 'مؤسسة فردية', 'free zone': 'منطقة حرة', 'business-setup firm': 'شركة تأسيس أعمال',
  // what the business asked for, in the reasons ("the legal partner you asked for")
  consultant: 'مستشار', 'legal partner': 'شريك قانوني', 'financial partner': 'شريك مالي', 'recruitment partner': 'شريك توظيف',
  'marketing partner': 'شريك تسويق', 'logistics partner': 'شريك لوجستي', partner: 'شريك', agent: 'وكيل', reseller: 'معيد بيع',
  'strategic partner': 'شريك استراتيجي', 'joint-venture partner': 'شريك في مشروع مشترك', 'licensing partner': 'شريك ترخيص',
  franchisee: 'صاحب امتياز تجاري', 'pharma plant or distributor': 'مصنع أدوية أو موزّع أدوية',

  // ------------------------------------------------------------ expansion goals, and the goals the reasons name
  'Market Entry': 'دخول السوق', 'Market Expansion': 'التوسع في السوق', 'Distribution Network': 'شبكة توزيع',
  'Local Partnerships': 'شراكات محلية', 'Joint Ventures': 'مشاريع مشتركة', 'Manufacturing Setup': 'إنشاء منشأة تصنيع',
  'Generic drug manufacturing JV': 'مشروع مشترك لتصنيع الأدوية الجنيسة',
  'market entry': 'دخول السوق', 'market expansion': 'التوسع في السوق', 'a distribution network': 'بناء شبكة توزيع',
  'local partnerships': 'إقامة شراكات محلية', 'a joint venture': 'تأسيس مشروع مشترك', 'a manufacturing setup': 'إنشاء منشأة تصنيع',
  'a generic-drug manufacturing JV': 'تأسيس مشروع مشترك لتصنيع الأدوية الجنيسة',

  // ------------------------------------------------------------ market types (both readings)
  established: 'راسخة', emerging: 'ناشئة', niche: 'متخصصة',
  'Established (low risk)': 'راسخة (مخاطر منخفضة)', 'Emerging (high growth)': 'ناشئة (نمو مرتفع)', 'Niche (specialized)': 'متخصصة (شريحة محددة)',
  B2B: 'من الشركات إلى الشركات', B2C: 'من الشركات إلى المستهلكين', B2G: 'من الشركات إلى الجهات الحكومية',
  Hybrid: 'مختلط (للشركات والمستهلكين)', 'B2B / Hospitals': 'من الشركات إلى الشركات / المستشفيات',

  // ------------------------------------------------------------ budgets (both readings)
  under50k: 'أقل من 50,000 دولار', '50k-100k': 'من 50,000 إلى 100,000 دولار', '100k-250k': 'من 100,000 إلى 250,000 دولار',
  '250k-500k': 'من 250,000 إلى 500,000 دولار', '500k-plus': '500,000 دولار فأكثر',
  'Under $50,000': 'أقل من 50,000 دولار', '$50,000 – $100,000': 'من 50,000 إلى 100,000 دولار',
  '$100,000 – $250,000': 'من 100,000 إلى 250,000 دولار', '$250,000 – $500,000': 'من 250,000 إلى 500,000 دولار',
  '$500,000 and more': '500,000 دولار فأكثر', '$50,000-$100,000': 'من 50,000 إلى 100,000 دولار',
  '$100,000-$250,000': 'من 100,000 إلى 250,000 دولار', '$250,000-$500,000': 'من 250,000 إلى 500,000 دولار',
  '$500,000-$1,000,000': 'من 500,000 إلى 1,000,000 دولار', 'Over $1,000,000': 'أكثر من 1,000,000 دولار',
  'USD 5M-10M': 'من 5 إلى 10 ملايين دولار أمريكي',

  // ------------------------------------------------------------ pricing models (form options; the reasons' lower-case names)
  Hourly: 'بالساعة', Fixed: 'سعر ثابت', 'Performance-based': 'حسب الأداء', Retainer: 'أتعاب شهرية ثابتة',
  'Revenue Share': 'مشاركة الإيرادات', Mixed: 'مختلط', 'Wholesale/Retail': 'الجملة/التجزئة',
  hourly: 'التسعير بالساعة', fixed: 'السعر الثابت', 'performance-based': 'التسعير حسب الأداء', retainer: 'الأتعاب الشهرية الثابتة',
  'revenue share': 'مشاركة الإيرادات', mixed: 'التسعير المختلط', 'wholesale/retail': 'أسعار الجملة والتجزئة',

  // ------------------------------------------------------------ collaboration preferences (form options; the reasons' plurals)
  'Long-term partnership': 'شراكة طويلة الأمد', 'One-time project': 'مشروع لمرة واحدة', 'Referral arrangement': 'ترتيب إحالة',
  'White-label services': 'خدمات العلامة البيضاء', 'Distribution & Retail Chains': 'التوزيع وسلاسل التجزئة',
  'long-term partnerships': 'الشراكات طويلة الأمد', 'one-time projects': 'المشاريع لمرة واحدة', 'joint ventures': 'المشاريع المشتركة',
  'referral arrangements': 'ترتيبات الإحالة', 'white-label services': 'خدمات العلامة البيضاء',
  'distribution and retail chains': 'التوزيع وسلاسل التجزئة',

  // ------------------------------------------------------------ investor types (both readings; what the reasons call them)
  'Venture Capital (VC)': 'رأس المال الجريء', 'Venture Capital': 'رأس المال الجريء', 'Angel Investor': 'مستثمر ملائكي',
  'Private Equity (PE)': 'الملكية الخاصة', 'Private Equity': 'الملكية الخاصة', Bank: 'بنك', 'Corporate Venture': 'ذراع استثمارية لشركة',
  'Family Office': 'مكتب عائلي', 'Accelerator/Incubator': 'مسرّعة أعمال/حاضنة أعمال', Syndicate: 'تحالف استثماري',
  'Crowdfunding Platform': 'منصة تمويل جماعي',
  'venture capital fund': 'صندوق رأس مال جريء', 'angel investor': 'مستثمر ملائكي', 'private equity firm': 'شركة ملكية خاصة',
  'corporate venture arm': 'ذراع استثمارية لشركة', 'family office': 'مكتب عائلي', accelerator: 'مسرّعة أعمال',
  syndicate: 'تحالف استثماري', 'crowdfunding platform': 'منصة تمويل جماعي', 'sovereign fund': 'صندوق سيادي', investor: 'مستثمر',

  // ------------------------------------------------------------ target stages
  'Pre-seed': 'ما قبل البذرة', Seed: 'البذرة', 'Series A': 'السلسلة أ', 'Series B': 'السلسلة ب', 'Series C': 'السلسلة ج',
  Growth: 'النمو', Expansion: 'التوسع', 'Late-stage': 'المراحل المتأخرة', Bridge: 'التمويل المرحلي', 'Pre-IPO': 'ما قبل الطرح العام الأولي',

  // ------------------------------------------------------------ involvement levels (both readings; the reasons' styles)
  'hands-off': 'دون تدخل', advisory: 'استشاري', boardSeatPreferred: 'يفضّل مقعدًا في مجلس الإدارة', activeOperator: 'مشارك فعلي في التشغيل',
  'Hands-off': 'دون تدخل', Advisory: 'استشاري', 'Board seat preferred': 'يفضّل مقعدًا في مجلس الإدارة', 'Active operator': 'مشارك فعلي في التشغيل',
  'Board Seat': 'مقعد في مجلس الإدارة', 'Strategic Advisor': 'مستشار استراتيجي', 'Active Mentor': 'مرشد فاعل', 'Operational Support': 'دعم تشغيلي',
  mentoring: 'إرشادي', 'board-level': 'على مستوى مجلس الإدارة', 'hands-on operational': 'تشغيلي مباشر',

  // ------------------------------------------------------------ exit horizons
  '1-3 years': 'من سنة إلى 3 سنوات', '3-5 years': 'من 3 إلى 5 سنوات', '5-7 years': 'من 5 إلى 7 سنوات',
  '7-10 years': 'من 7 إلى 10 سنوات', '10+ years': '10 سنوات فأكثر',

  // ------------------------------------------------------------ geography focus, regions and the reasons' place names
  Local: 'محلي', Regional: 'إقليمي', National: 'وطني', Global: 'عالمي', global: 'عالمي', unclear: 'غير واضح',
  'North America': 'أمريكا الشمالية', Europe: 'أوروبا', 'Asia-Pacific': 'آسيا والمحيط الهادئ', 'Middle East': 'الشرق الأوسط',
  Africa: 'أفريقيا', 'Latin America': 'أمريكا اللاتينية', UAE: 'الإمارات', GCC: 'دول مجلس التعاون الخليجي', Nordics: 'دول الشمال الأوروبي',
  'global markets': 'الأسواق العالمية', UK: 'المملكة المتحدة', Baltics: 'دول البلطيق', DACH: 'دول المنطقة الناطقة بالألمانية',
  Benelux: 'دول البنلوكس', EU: 'الاتحاد الأوروبي', 'Central Europe': 'أوروبا الوسطى', 'Southern Europe': 'جنوب أوروبا',
  'GCC & Nordics': 'دول مجلس التعاون الخليجي ودول الشمال الأوروبي',

  // ------------------------------------------------------------ emirates and free zones
  Dubai: 'دبي', 'Abu Dhabi': 'أبوظبي', Sharjah: 'الشارقة', Ajman: 'عجمان', 'Umm Al Quwain': 'أم القيوين',
  'Ras Al Khaimah': 'رأس الخيمة', Fujairah: 'الفجيرة',
  DIFC: 'مركز دبي المالي العالمي', ADGM: 'سوق أبوظبي العالمي', 'Dubai Healthcare City': 'مدينة دبي الطبية',
  DMCC: 'مركز دبي للسلع المتعددة', JAFZA: 'المنطقة الحرة لجبل علي',
  'Dubai Silicon Oasis / Internet City': 'واحة دبي للسيليكون / مدينة دبي للإنترنت', 'Dubai Internet City': 'مدينة دبي للإنترنت',
  'Masdar City': 'مدينة مصدر', KEZAD: 'مجموعة كيزاد', Hub71: 'Hub71', RAKEZ: 'هيئة مناطق رأس الخيمة الاقتصادية',
  'SAIF Zone': 'المنطقة الحرة لمطار الشارقة الدولي', 'Dubai South': 'دبي الجنوب', twofour54: 'twofour54',
  SRTIP: 'مجمع الشارقة للبحوث والتكنولوجيا والابتكار', Shams: 'المنطقة الحرة لمدينة الشارقة للإعلام (شمس)',
  IFZA: 'المنطقة الحرة الدولية (إفزا)', 'Meydan Free Zone': 'المنطقة الحرة في ميدان', DAFZA: 'المنطقة الحرة لمطار دبي',
  'Dubai World Trade Centre': 'مركز دبي التجاري العالمي', 'Dubai Design District': 'حي دبي للتصميم',
  'Hamriyah Free Zone': 'المنطقة الحرة بالحمرية',
  // the seed's registered regions ("Dubai — DIFC")
  'Dubai — DIFC': 'دبي — مركز دبي المالي العالمي', 'Dubai — DMCC': 'دبي — مركز دبي للسلع المتعددة',
  'Dubai — JAFZA': 'دبي — المنطقة الحرة لجبل علي', 'Dubai — Dubai South': 'دبي — دبي الجنوب',
  'Dubai — Dubai Healthcare City': 'دبي — مدينة دبي الطبية', 'Dubai — Dubai Internet City': 'دبي — مدينة دبي للإنترنت',
  'Abu Dhabi — ADGM': 'أبوظبي — سوق أبوظبي العالمي', 'Abu Dhabi — Masdar City': 'أبوظبي — مدينة مصدر',
  'Abu Dhabi — KEZAD': 'أبوظبي — مجموعة كيزاد', 'Sharjah — Hamriyah Free Zone': 'الشارقة — المنطقة الحرة بالحمرية',
  'Sharjah — SAIF Zone': 'الشارقة — المنطقة الحرة لمطار الشارقة الدولي', 'Ras Al Khaimah — RAKEZ': 'رأس الخيمة — هيئة مناطق رأس الخيمة الاقتصادية',

  // ------------------------------------------------------------ countries, cities and the seed's home regions
  Sweden: 'السويد', Norway: 'النرويج', Denmark: 'الدنمارك', Finland: 'فنلندا', Iceland: 'آيسلندا', Germany: 'ألمانيا',
  Netherlands: 'هولندا', France: 'فرنسا', 'United Kingdom': 'المملكة المتحدة', Ireland: 'أيرلندا', Estonia: 'إستونيا',
  Latvia: 'لاتفيا', Lithuania: 'ليتوانيا', Poland: 'بولندا', Spain: 'إسبانيا', Italy: 'إيطاليا', Switzerland: 'سويسرا',
  Austria: 'النمسا', Belgium: 'بلجيكا', Portugal: 'البرتغال', 'United States': 'الولايات المتحدة', Canada: 'كندا',
  'Saudi Arabia': 'المملكة العربية السعودية', Qatar: 'قطر', Bahrain: 'البحرين', Kuwait: 'الكويت', Oman: 'عُمان', India: 'الهند',
  Singapore: 'سنغافورة', China: 'الصين', Egypt: 'مصر', 'United Arab Emirates': 'الإمارات العربية المتحدة',
  Riyadh: 'الرياض', Doha: 'الدوحة', Manama: 'المنامة', Muscat: 'مسقط', London: 'لندن', Stockholm: 'ستوكهولم', Oslo: 'أوسلو',
  Copenhagen: 'كوبنهاغن', Helsinki: 'هلسنكي', Tallinn: 'تالين',
  'Sweden, Nordics': 'السويد، دول الشمال الأوروبي', 'Norway, Nordics': 'النرويج، دول الشمال الأوروبي',
  'Denmark, Nordics': 'الدنمارك، دول الشمال الأوروبي', 'Finland, Nordics': 'فنلندا، دول الشمال الأوروبي',
  'Iceland, Nordics': 'آيسلندا، دول الشمال الأوروبي', 'Estonia, Baltics': 'إستونيا، دول البلطيق', 'Latvia, Baltics': 'لاتفيا، دول البلطيق',
  'Lithuania, Baltics': 'ليتوانيا، دول البلطيق', 'Germany, DACH': 'ألمانيا، دول المنطقة الناطقة بالألمانية',
  'Austria, DACH': 'النمسا، دول المنطقة الناطقة بالألمانية', 'Netherlands, Benelux': 'هولندا، دول البنلوكس',
  'Belgium, Benelux': 'بلجيكا، دول البنلوكس', 'France, EU': 'فرنسا، الاتحاد الأوروبي', 'Ireland, EU': 'أيرلندا، الاتحاد الأوروبي',
  'Poland, Central Europe': 'بولندا، أوروبا الوسطى', 'Spain, Southern Europe': 'إسبانيا، جنوب أوروبا',
  'Portugal, Southern Europe': 'البرتغال، جنوب أوروبا', 'Italy, Southern Europe': 'إيطاليا، جنوب أوروبا',

  // ------------------------------------------------------------ languages
  English: 'الإنجليزية', Arabic: 'العربية', Swedish: 'السويدية', Norwegian: 'النرويجية', Danish: 'الدنماركية',
  Finnish: 'الفنلندية', Icelandic: 'الآيسلندية', German: 'الألمانية', French: 'الفرنسية', Dutch: 'الهولندية',
  Spanish: 'الإسبانية', Italian: 'الإيطالية', Portuguese: 'البرتغالية', Russian: 'الروسية', Hindi: 'الهندية', Urdu: 'الأردية',
  Chinese: 'الصينية', Mandarin: 'الصينية الماندرينية', Tagalog: 'التاغالوغية', Polish: 'البولندية', Estonian: 'الإستونية',
  Persian: 'الفارسية', Turkish: 'التركية', Malayalam: 'المالايالامية', Latvian: 'اللاتفية', Lithuanian: 'الليتوانية',

  // ------------------------------------------------------------ what a match is weighed on (the reasons' factor names)
  industry: 'القطاع', 'partner type': 'نوع الشريك', 'market type': 'نوع السوق', budget: 'الميزانية', timeline: 'الجدول الزمني',
  location: 'الموقع', language: 'اللغة', 'collaboration style': 'أسلوب التعاون', collaboration: 'أسلوب التعاون',
  stage: 'مرحلة الاستثمار', 'ticket size': 'حجم الاستثمار', ticket: 'حجم الاستثمار', involvement: 'مستوى المشاركة',
  'exit horizon': 'أفق التخارج', horizon: 'أفق التخارج', descriptions: 'الأوصاف', description: 'الوصف', text: 'الوصف',
  'one-sidedness': 'التوافق من طرف واحد', partnerType: 'نوع الشريك', marketType: 'نوع السوق', geography: 'الموقع',

  // ------------------------------------------------------------ statuses
  Approved: 'معتمد', Pending: 'قيد الانتظار', Rejected: 'مرفوض', Active: 'نشط', Verified: 'موثّق',
});

/** The Arabic label of a value, or the value itself when it has none (a name, free text). */
export function arabicLabel(value: string): string {
  return Object.hasOwn(arabicLabels, value) ? arabicLabels[value]! : value;
}
