/**
 * The contract document in Arabic (issue 15): a translation of the English text (words-en.ts) in
 * the Modern Standard Arabic of UAE contracts, with the same facts. Names, addresses and anything a
 * party wrote stay as written, isolated for bidi (<bdi>); the values of the option lists are written
 * in Arabic where Corridor has a word for them (mocks/i18n/ar/labels.ts, shared with the match
 * reasons). Latin digits, as UAE business documents use them. The English text is the one signed
 * and prevails (clause 12).
 */
import type { PartyKind } from '../../db/records';
import { arabicLabel } from '../../i18n/ar/labels';
import type { Words } from './words';
import { escapeHtml, str, thousands } from './text';

const dateFormat = new Intl.DateTimeFormat('ar-AE-u-nu-latn', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const date = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateFormat.format(ms);
};

const isolate = (html: string) => (html ? `<bdi>${html}</bdi>` : '');
const text = (value: unknown) => isolate(escapeHtml(str(value)));
const code = (value: unknown) => {
  const value_ = escapeHtml(str(value));
  return value_ ? `<bdi dir="ltr">${value_}</bdi>` : '';
};
const option = (value: unknown) => {
  const raw = str(value);
  if (!raw) return '';
  const label = arabicLabel(raw);
  return label === raw ? isolate(escapeHtml(raw)) : escapeHtml(label);
};
const options = (value: unknown) =>
  str(value)
    .split(/\s*,\s*/)
    .filter(Boolean)
    .map(option)
    .join('، ');

const rules = new Intl.PluralRules('ar');
/** A counted noun: Arabic has its own form for one, two, three to ten, and eleven on. */
const count = (n: number, forms: { one: string; two: string; few: string; many: string }) => {
  switch (rules.select(n)) {
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return `${n} ${forms.few}`;
    default:
      return `${n} ${forms.many}`;
  }
};
const hours = (n: number) => count(n, { one: 'ساعة عمل واحدة', two: 'ساعتي عمل', few: 'ساعات عمل', many: 'ساعة عمل' });
const days = (n: number) => count(n, { one: 'يوم عمل واحد', two: 'يومي عمل', few: 'أيام عمل', many: 'يوم عمل' });
const years = (n: number) => count(n, { one: 'سنة واحدة', two: 'سنتان', few: 'سنوات', many: 'سنة' });

const amount = (value: number) => `<bdi dir="ltr">${thousands(value)}</bdi>`;
const usd = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? `${amount(value)} دولار أمريكي` : '');

const KINDS: Record<PartyKind, string> = { foreign: 'شركة أجنبية', local: 'شريك محلي (مزوّد خدمات)', investor: 'مستثمر' };
const NO_LONGER: Record<PartyKind, string> = {
  foreign: 'لم يعد الملف التعريفي لهذه الشركة الأجنبية مسجّلًا على المنصة.',
  local: 'لم يعد الملف التعريفي لهذا الشريك المحلي مسجّلًا على المنصة.',
  investor: 'لم يعد الملف التعريفي لهذا المستثمر مسجّلًا على المنصة.',
};

export const AR: Words = {
  lang: 'ar',
  dir: 'rtl',
  title: 'اتفاقية شراكة واتفاقية مستوى الخدمة',
  brand: 'Corridor &middot; دخول سوق دولة الإمارات',
  date,
  text,
  code,
  option,
  options,
  comma: '، ',
  usd,
  usdRange: (min, max) => `من ${amount(min)} إلى ${amount(max)} دولار أمريكي`,
  meta: {
    reference: 'مرجع العقد',
    category: 'الفئة',
    requested: 'تاريخ تقديم الطلب',
    effective: 'تاريخ النفاذ',
    termEnds: 'تاريخ انتهاء المدة الأولية',
    version: 'الإصدار',
    versionValue: (version, generated) => `${version}، أُنشئ بتاريخ ${generated}`,
  },
  categories: { 'local-foreign': 'شريك محلي وشركة أجنبية', 'investor-local': 'مستثمر وشريك محلي', 'investor-foreign': 'مستثمر وشركة أجنبية' },
  categoryValue: (label, category) => `${label} (${code(category)})`,
  roles: {
    'local-foreign': { local: 'الشريك', foreign: 'العميل', investor: 'المستثمر' },
    'investor-local': { local: 'الشريك', foreign: 'العميل', investor: 'المستثمر' },
    'investor-foreign': { local: 'الشريك', foreign: 'الشركة', investor: 'المستثمر' },
  },
  definedTerm: (role) => `(ويُشار إليه فيما يلي بـ«${role}»)`,
  kinds: KINDS,
  parties: {
    heading: '1. الأطراف',
    madeBetween: (one, two) => `أُبرمت هذه الاتفاقية بين ${one} و ${two} (ويُشار إلى كل منهما بـ«الطرف»، وإليهما معًا بـ«الطرفين»).`,
    one: 'الطرف الأول',
    two: 'الطرف الثاني',
    unnamed: 'طرف غير مسمّى',
    unregistered: 'طرف لم يعد مسجّلًا',
    notAvailable: 'بيانات الطرف غير متاحة',
    noLongerRegistered: (kind) => NO_LONGER[kind],
    investorCapacity: (type) => `${KINDS.investor}${type ? ` (${type})` : ''}`,
    rows: {
      companyName: 'اسم الشركة',
      capacity: 'الصفة',
      businessType: 'نوع النشاط',
      registeredRegion: 'جهة التسجيل',
      registrationNumber: 'رقم التسجيل',
      taxId: 'رقم التسجيل الضريبي (TRN)',
      certifications: 'شهادات الامتثال',
      representedBy: 'الممثل المفوّض',
      noticesTo: 'عنوان الإشعارات',
      industry: 'القطاع',
      operatingRegion: 'منطقة النشاط',
      companySize: 'حجم الشركة',
      legalName: 'الاسم القانوني',
    },
  },
  purpose: {
    heading: '2. الغرض',
    'investor-foreign': 'يتفق المستثمر والشركة على التعاون بشأن استثمار محتمل في الشركة وبشأن توسّعها في دولة الإمارات العربية المتحدة، وفقًا للشروط الواردة أدناه.',
    'investor-local': 'يقدّم الشريك خدمات دخول السوق والتشغيل في دولة الإمارات العربية المتحدة إلى المستثمر، وإلى شركات محفظته متى اتُّفق على ذلك، وفقًا للشروط الواردة أدناه.',
    'local-foreign': 'يدعم الشريك دخول العميل إلى سوق دولة الإمارات العربية المتحدة وممارسة أعماله فيها من خلال الخدمات الموضّحة أدناه، وفقًا للشروط الواردة أدناه.',
    introduced: 'وقد جرى التعارف بين الطرفين عبر منصة Corridor، وهي ليست طرفًا في هذه الاتفاقية.',
  },
  scope: {
    heading: '3. نطاق الخدمات',
    providesTo: (category) =>
      `يقدّم الشريك خدماته إلى ${category === 'investor-local' ? 'المستثمر، وإلى شركات محفظته التي تدخل دولة الإمارات متى طلب المستثمر ذلك كتابةً' : 'العميل لدخوله إلى دولة الإمارات العربية المتحدة وممارسة أعماله فيها'}.`,
    rows: { serviceCategory: 'فئة الخدمة', businessType: 'نوع النشاط', marketTypes: 'أنواع الأسواق المدعومة', languages: 'لغات العمل', collaboration: 'نموذج التعاون' },
    asAgreed: 'حسبما يتفق عليه الطرفان كتابةً',
    description: 'وصف الخدمات',
    context: 'سياق التعاقد',
    contextRows: {
      investorIndustries: 'القطاعات التي يستهدفها المستثمر',
      investorStages: 'مراحل الاستثمار التي يستهدفها المستثمر',
      investorGeography: 'النطاق الجغرافي لاستثمارات المستثمر',
      clientIndustry: 'قطاع العميل',
      clientGoal: 'هدف التوسّع لدى العميل',
      clientTimeline: 'الإطار الزمني لتوسّع العميل',
      clientMarket: 'نوع سوق العميل',
      clientPartnerType: 'نوع الشريك الذي يفضّله العميل',
    },
    outside: 'يُتفق كتابةً (بما في ذلك عبر البريد الإلكتروني) على أي عمل يقع خارج هذا النطاق قبل البدء فيه، ويصبح عندئذٍ جزءًا من هذه الاتفاقية.',
  },
  investment: {
    heading: '3. نطاق الاستثمار',
    intro: 'يبحث الطرفان إمكانية استثمار المستثمر في الشركة في إطار توسّع الشركة في دولة الإمارات العربية المتحدة، على الأساس التالي.',
    rows: {
      ticket: 'حجم الاستثمار',
      stages: 'المراحل المستهدفة',
      industries: 'القطاعات المستهدفة',
      geography: 'النطاق الجغرافي',
      marketType: 'نوع السوق المفضّل',
      involvement: 'مستوى المشاركة',
      coInvestment: 'الاستثمار المشترك',
      exitHorizon: 'أفق التخارج',
      companyIndustry: 'قطاع الشركة',
      companyGoal: 'هدف التوسّع لدى الشركة',
      companyGrowth: 'نمو الإيرادات الذي تستهدفه الشركة',
    },
    asInTermSheet: 'حسبما يُتفق عليه في ورقة الشروط',
    coInvest: (allowed) => (allowed ? 'يجوز للمستثمر أن يستثمر إلى جانب مستثمرين مشاركين.' : 'يفضّل المستثمر أن يستثمر دون مستثمرين مشاركين.'),
    years: (n) => (/^\d+$/.test(n) ? years(Number(n)) : `${isolate(n)} سنوات`),
    percent: (n) => `<bdi dir="ltr">${n}%</bdi>`,
    notBinding: 'يخضع أي استثمار لإجراءات العناية الواجبة ولورقة شروط واتفاقية استثمار منفصلتين يوقّعهما الطرفان، ولا تُلزم هذه الاتفاقية أيًّا من الطرفين بالاستثمار أو بقبول استثمار.',
  },
  sla: {
    heading: '4. اتفاقية مستوى الخدمة',
    partnerIntro:
      'يلتزم الشريك بمستويات الخدمة التالية. أيام العمل من الاثنين إلى الجمعة، باستثناء العطلات الرسمية في دولة الإمارات العربية المتحدة؛ وساعات العمل من 09:00 إلى 18:00 بتوقيت الخليج الرسمي.',
    investorIntro: 'يلتزم الطرفان بمستويات الخدمة التالية. أيام العمل من الاثنين إلى الجمعة، باستثناء العطلات الرسمية في دولة الإمارات العربية المتحدة.',
    level: 'مستوى الخدمة',
    commitment: 'الالتزام',
    rows: {
      firstResponse: 'الرد الأول على طلب جديد',
      urgent: 'المسائل العاجلة (المواعيد النهائية للرخص أو التأشيرات أو المتطلبات التنظيمية)',
      start: 'بدء العمل',
      reporting: 'تقارير سير العمل',
      escalation: 'التصعيد',
      capacity: 'الطاقة الاستيعابية الملتزم بها',
      investorResponse: 'ردّ المستثمر على طلبات المعلومات',
      companyResponse: 'ردّ الشركة على طلبات العناية الواجبة',
      decision: 'قرار الاستثمار بعد اكتمال غرفة البيانات',
      companyReporting: 'التقارير التي تقدّمها الشركة بعد أي استثمار',
    },
    within: (span) => (span.unit === 'same-day' ? 'في يوم العمل نفسه' : `خلال ${span.unit === 'hour' ? hours(span.n) : days(span.n)}`),
    urgent: (n) => `يُؤكَّد استلامها خلال ${hours(n)} وتُعالَج بأولوية`,
    kickOff: (n) => `خلال ${days(n)} من تاريخ النفاذ`,
    cadence: {
      week: 'تقرير مكتوب عن سير العمل كل أسبوع',
      fortnight: 'تقرير مكتوب عن سير العمل كل أسبوعين',
      month: 'تقرير مكتوب عن سير العمل كل شهر',
      day: 'تحديثات عن سير العمل في كل يوم عمل',
      quarter: 'تقرير مكتوب عن سير العمل كل ربع سنة',
    },
    escalation: (contact) => `تُصعَّد المسائل التي لا تُحلّ خلال ${days(2)} إلى ${contact || 'جهة الاتصال الرئيسية لدى الشريك'}`,
    capacityAsAgreed: 'حسبما يُتفق عليه في كل تعاقد',
    investorResponse: `خلال ${days(5)}`,
    companyResponse: `خلال ${days(5)}`,
    decision: 'خلال 30 يومًا',
    reporting: {
      'quarterly-update': 'تقرير مكتوب للمستثمر كل ربع سنة',
      'monthly-update-and-call': 'تقرير مكتوب للمستثمر كل شهر ومكالمة استشارية كل شهر',
      board: 'ملف شهري لمجلس الإدارة واجتماع لمجلس الإدارة كل ربع سنة',
      'weekly-review': 'مراجعة تشغيلية أسبوعية وتقرير مكتوب شهري',
      mentoring: 'جلسة إرشاد كل أسبوعين وتقرير مكتوب شهري',
    },
    investorEscalation: `تُرفع المسائل التي لا تُحلّ خلال ${days(10)} إلى كبار ممثلي الطرفين`,
    involvement: {
      'hands-off': 'دون مشاركة (لا مشاركة تشغيلية)',
      advisory: 'استشاري',
      'strategic-advisor': 'مستشار استراتيجي',
      'board-seat': 'مقعد في مجلس الإدارة',
      'active-operator': 'مشاركة تشغيلية فاعلة',
      'active-mentor': 'إرشاد فاعل',
      'operational-support': 'دعم تشغيلي',
    },
    preferences: 'تفضيلات التعاقد التي حدّدها الشريك',
    missed: 'إذا لم يُستوفَ أحد مستويات الخدمة، يُخطر الشريك الطرف الآخر كتابةً ويبيّن السبب ويحدّد موعدًا جديدًا. ويُعدّ الإخفاق الجوهري المتكرر إخلالًا بموجب البند 8.',
  },
  fees: {
    heading: '5. الرسوم ونموذج التسعير',
    investorNoFees: (range) =>
      `لا تُستحق أي رسوم بين الطرفين بموجب هذه الاتفاقية. ويُحدَّد مبلغ أي استثمار وتقييمه وأداته في ورقة شروط منفصلة${range ? `، ضمن نطاق حجم الاستثمار لدى المستثمر ${range}` : ''}. ويتحمّل كل طرف تكاليفه الخاصة، بما فيها التكاليف القانونية وتكاليف العناية الواجبة.`,
    model: 'نموذج التسعير',
    asAgreed: 'حسبما يُتفق عليه كتابةً',
    pricing: {
      hourly: 'تُحتسب الرسوم عن كل ساعة عمل وفق أسعار يُتفق عليها كتابةً قبل بدء العمل، وتصدر بها فواتير شهرية عن الفترة المنقضية.',
      fixed: 'رسم ثابت عن كل مرحلة رئيسية متفق عليها، تصدر فاتورته عند إنجاز المرحلة.',
      'performance-based': 'ترتبط الرسوم بنتائج يُتفق عليها كتابةً قبل بدء العمل، وتصدر فاتورة كل منها عند تحقيق النتيجة.',
      retainer: 'أتعاب شهرية مقطوعة مقابل حجم عمل متفق عليه، تصدر فاتورتها شهريًا مقدّمًا وتُراجَع كل ربع سنة.',
      'revenue share': 'حصة من الإيرادات التي يحققها التعاقد، بنسبة يُتفق عليها كتابةً، تُسوّى كل ربع سنة.',
      mixed: 'مزيج من الرسوم الثابتة والرسوم المتغيرة، يُتفق على كل منها كتابةً قبل بدء العمل.',
    },
    statedModel: (model) => `نموذج التسعير الذي حدّده الشريك («${model}»)، مع مبالغ يُتفق عليها كتابةً قبل بدء العمل.`,
    noModel: 'رسوم ومبالغ يُتفق عليها كتابةً قبل بدء العمل.',
    budget: (budget) => `الميزانية التي أشار إليها العميل لهذا التعاقد: ${budget}.`,
    passThrough: (trn) =>
      `تُحمَّل الرسوم الحكومية ورسوم الترخيص وغيرها من رسوم الأطراف الثالثة بتكلفتها الفعلية، مع الإيصالات. وتُسدَّد الفواتير خلال 30 يومًا بالدرهم الإماراتي أو بالدولار الأمريكي. وتُضاف ضريبة القيمة المضافة في دولة الإمارات العربية المتحدة حيثما كانت مستحقة${trn ? ` (رقم التسجيل الضريبي للشريك ${trn})` : ''}.`,
  },
  term: {
    heading: '6. المدة والتجديد',
    text: (effective, end) =>
      `تبدأ هذه الاتفاقية في تاريخ النفاذ (${effective}) وتسري لمدة أولية قدرها اثنا عشر (12) شهرًا${end ? `، تنتهي في ${end}` : ''}. وتتجدد تلقائيًا لمدد إضافية مدة كل منها اثنا عشر (12) شهرًا، ما لم يوجّه أحد الطرفين إلى الآخر إشعارًا كتابيًا قبل ثلاثين (30) يومًا على الأقل من نهاية المدة السارية.`,
  },
  confidentiality: {
    heading: '7. السرية',
    text: 'يحافظ كل طرف على سرية جميع المعلومات التجارية والمالية والتقنية والشخصية غير العلنية التي يتلقاها من الطرف الآخر، ولا يستخدمها إلا لأغراض هذه الاتفاقية، ولا يُفصح عنها إلا لموظفيه ومستشاريه الذين يحتاجون إليها ويلتزمون بالواجب ذاته. ولا يشمل هذا الالتزام المعلومات المتاحة للعموم، أو المعروفة للطرف المتلقي من قبل، أو التي يجب الإفصاح عنها بموجب القانون أو بطلب من جهة مختصة. ويظل هذا الالتزام ساريًا مدة ثلاث (3) سنوات بعد انتهاء هذه الاتفاقية. وتُعالَج البيانات الشخصية وفقًا لقانون حماية البيانات الشخصية في دولة الإمارات العربية المتحدة (المرسوم بقانون اتحادي رقم 45 لسنة 2021) وأي قواعد لحماية البيانات تطبّقها المنطقة الحرة المعنية.',
  },
  termination: {
    heading: '8. الإنهاء',
    notice: 'يجوز لأي من الطرفين إنهاء هذه الاتفاقية في أي وقت بموجب إشعار كتابي مدته ثلاثون (30) يومًا.',
    breach: 'يجوز لأي من الطرفين إنهاء هذه الاتفاقية فورًا بموجب إشعار كتابي إذا ارتكب الطرف الآخر إخلالًا جوهريًا ولم يعالجه خلال أربعة عشر (14) يومًا من إخطاره به كتابةً، أو إذا أصبح معسرًا.',
    onEnd: (investorDeal) =>
      `عند الإنهاء، ${investorDeal ? 'يظل أي استثمار تمّ بالفعل خاضعًا للاتفاقيات الخاصة به' : 'تظل الرسوم المستحقة عن الأعمال المنجزة على الوجه الصحيح حتى تاريخ الإنهاء واجبة السداد'}، ويعيد كل طرف المعلومات السرية الخاصة بالطرف الآخر أو يتلفها.`,
  },
  law: { heading: '9. القانون الواجب التطبيق', text: 'تخضع هذه الاتفاقية لقوانين دولة الإمارات العربية المتحدة كما تُطبَّق في إمارة دبي.' },
  disputes: {
    heading: '10. تسوية النزاعات',
    text: 'يسعى الطرفان أولًا بحسن نية إلى تسوية أي نزاع عن طريق كبار ممثليهما خلال ثلاثين (30) يومًا. ويُسوّى أي نزاع لم يُحلّ خلال تلك المدة تسويةً نهائية بالتحكيم في دبي وفقًا لقواعد التحكيم لدى مركز دبي للتحكيم الدولي (DIAC) السارية في حينه، أمام محكّم فرد، وباللغة الإنجليزية. ويكون حكم التحكيم نهائيًا وملزمًا للطرفين.',
  },
  general: {
    heading: '11. أحكام عامة',
    text: 'تشكّل هذه الاتفاقية، مع أي نطاق عمل مكتوب أو ورقة شروط يُتفق عليها بموجبها، الاتفاق الكامل بين الطرفين بشأن موضوعها. ولا تكون التعديلات نافذة إلا إذا كانت مكتوبة ووافق عليها الطرفان. ولا يجوز لأي من الطرفين التنازل عن هذه الاتفاقية دون موافقة كتابية من الطرف الآخر. وتُوجَّه الإشعارات كتابةً إلى بيانات الاتصال المذكورة أعلاه.',
  },
  language: {
    heading: '12. اللغة',
    text: 'حُرّرت هذه الاتفاقية باللغة الإنجليزية، والنص الإنجليزي هو النص الذي يوقّعه الطرفان. وحيثما تعرضها Corridor باللغة العربية أيضًا، يكون النص العربي ترجمةً لها، ويسود النص الإنجليزي في حال وجود أي تعارض بين النصين، ما لم يتفق الطرفان كتابةً على خلاف ذلك.',
  },
  signatures: {
    heading: 'التوقيعات',
    text: 'وقّعها الممثلون المفوّضون عن الطرفين، إلكترونيًا عبر Corridor (المرسوم بقانون اتحادي رقم 46 لسنة 2021 بشأن المعاملات الإلكترونية وخدمات الثقة) أو بخط اليد. وتسجّل Corridor كل توقيع إلكتروني مقرونًا ببصمة SHA-256 لهذا الإصدار.',
    forParty: (name, role) => `عن <strong>${name}</strong> ونيابةً عنها (${role})`,
    signature: 'التوقيع',
    name: 'الاسم',
    title: 'المنصب',
    date: 'التاريخ',
  },
  footer: (reference, effective, version, generated) =>
    `أنشأت Corridor هذا المستند من العقد ${reference}، المعتمد بتاريخ ${effective}؛ الإصدار ${version}، أُنشئ بتاريخ ${generated}. أُعدّ هذا المستند استنادًا إلى المعلومات التي سجّلها الطرفان على المنصة، ولا يتغيّر بعد ذلك.`,
  notice: (version, digest, bilingual) =>
    `${bilingual ? 'تُعرض هذه الاتفاقية باللغتين الإنجليزية والعربية جنبًا إلى جنب.' : `هذه ترجمة عربية للإصدار ${version} من الاتفاقية.`} النص الإنجليزي هو النص الذي يوقّعه الطرفان (${bilingual ? `الإصدار ${version}، ` : ''}بصمة SHA-256: <code dir="ltr">${digest}</code>)، ويسود في حال وجود أي تعارض بين النصين، ما لم يتفق الطرفان كتابةً على خلاف ذلك.`,
};
