import type { Catalogue, notices as english } from '../en';

const messages =
  '{count, plural, zero {# رسالة جديدة} one {رسالة جديدة واحدة} two {رسالتين جديدتين} few {# رسائل جديدة} many {# رسالة جديدة} other {# رسالة جديدة}}';
const updates = '{count, plural, zero {# تحديث} one {تحديث واحد} two {تحديثان} few {# تحديثات} many {# تحديثًا} other {# تحديث}}';

/** ما تقوله الإشعارات: جملة كل حدث، وعنوان رسالته البريدية ودعوتها إلى الإجراء، وأسماء الأنواع، وإطار الرسائل. */
export const notices: Catalogue<typeof english> = {
  kinds: {
    'request-received': 'الطلبات الواردة',
    'request-answered': 'الردود على طلباتك',
    'request-cancelled': 'الطلبات المسحوبة',
    agreement: 'الاتفاقيات',
    'milestone-added': 'المراحل الرئيسية الجديدة',
    'task-added': 'المهام الجديدة',
    'comment-added': 'التعليقات الجديدة',
    'task-due': 'المهام المستحقة قريبًا',
    verification: 'التوثيق',
    message: 'الرسائل',
    meeting: 'الاجتماعات',
  },
  events: {
    'request-received': {
      text: 'أرسل إليك {company} طلب شراكة.',
      subject: 'طلب شراكة جديد من {company}',
      action: 'اعتمده أو ارفضه من صفحة عقودك',
    },
    'request-approved': {
      text: 'اعتمد {company} طلب الشراكة الذي أرسلته. الاتفاقية جاهزة للتوقيع.',
      subject: 'اعتمد {company} طلب الشراكة الذي أرسلته',
      action: 'راجع الاتفاقية ووقّعها',
    },
    'request-rejected': {
      text: 'رفض {company} طلب الشراكة الذي أرسلته.',
      subject: 'رفض {company} طلب الشراكة الذي أرسلته',
      action: 'اطّلع عليه ضمن الطلبات المغلقة',
    },
    'request-cancelled': {
      text: 'سحب {company} طلب الشراكة الذي أرسله إليك.',
      subject: 'سحب {company} طلب الشراكة الذي أرسله إليك',
      action: 'اطّلع على عقودك',
    },
    'agreement-ready': {
      text: 'الإصدار {version} من اتفاقيتك مع {company} جاهز للتوقيع.',
      subject: 'إصدار جديد من اتفاقيتك مع {company} جاهز للتوقيع',
      action: 'راجعه ووقّعه',
    },
    'agreement-signed': {
      text: 'وقّع {company} الإصدار {version} من اتفاقيتكما. وهي بانتظار توقيعك.',
      subject: 'وقّع {company} اتفاقيتكما',
      action: 'راجعها ووقّعها',
    },
    'agreement-fully-signed': {
      text: 'وقّع الطرفان الآن اتفاقيتك مع {company}.',
      subject: 'وقّع الطرفان اتفاقيتك مع {company}',
      action: 'نزّل الاتفاقية الموقّعة',
    },
    'milestone-added': {
      text: 'أضاف {person} المرحلة الرئيسية «{title}» إلى عقدك مع {company}.',
      subject: 'مرحلة رئيسية جديدة في عقدك مع {company}: {title}',
      action: 'اطّلع على المراحل الرئيسية',
    },
    'task-added': {
      text: 'أضاف {person} المهمة «{title}»، المستحقة {dueDate}، إلى عقدك مع {company}.',
      subject: 'مهمة جديدة في عقدك مع {company}: {title}',
      action: 'اطّلع على المهمة',
    },
    'comment-added': {
      text: 'علّق {person} على عقدك مع {company}: «{excerpt}»',
      subject: 'علّق {person} على عقدك مع {company}',
      action: 'اقرأ التعليق ورُدّ عليه',
    },
    'task-due': {
      text: 'يحين موعد استحقاق المهمة «{title}» في عقدك مع {company} {dueDate}.',
      subject: 'مهمة مستحقة {dueDate}: {title}',
      action: 'اطّلع على المهمة',
    },
    'profile-verified': {
      text: 'تم توثيق ملفك التعريفي {company}: وهو يظهر الآن في قوائم التوافق.',
      subject: 'تم توثيق ملفك التعريفي في Corridor',
      action: 'اطّلع على ملفك التعريفي',
    },
    'profile-rejected': {
      text: 'لم يُوثَّق ملفك التعريفي {company}، لذا لا يظهر في قوائم التوافق. تواصل مع Corridor لمعرفة السبب.',
      subject: 'لم يُوثَّق ملفك التعريفي في Corridor',
      action: 'اطّلع على ملفك التعريفي',
    },
    'verification-requested': {
      text: 'قدّم {company} ملفه التعريفي كشريك محلي وهو بانتظار التوثيق.',
      subject: 'شريك محلي بانتظار التوثيق: {company}',
      action: 'اقبله أو ارفضه في لوحة الإدارة',
    },
    'message-received': {
      text: 'أرسل إليك {company} رسالة: «{excerpt}»',
      subject: 'رسالة جديدة من {company}',
      action: 'اقرأها ورُدّ عليها',
    },
    'messages-received': {
      text: `أرسل إليك {company} ${messages}.`,
      subject: `${messages} من {company}`,
      action: 'اقرأها ورُدّ عليها',
    },
    'meeting-proposed': {
      text: 'اقترح {company} اجتماع تعارف {slots}.',
      subject: 'اقترح {company} اجتماع تعارف',
      action: 'اقبل أحد المواعيد أو ارفض',
    },
    'meeting-accepted': {
      text: 'قبل {company} اجتماع التعارف الذي اقترحته: {start}.',
      subject: 'قبل {company} اجتماع التعارف الذي اقترحته',
      action: 'أضفه إلى تقويمك',
    },
    'meeting-declined': {
      text: 'رفض {company} اجتماع التعارف الذي اقترحته: «{excerpt}»',
      subject: 'رفض {company} اجتماع التعارف الذي اقترحته',
      action: 'اقترح مواعيد أخرى',
    },
    'meeting-cancelled': {
      text: 'ألغى {company} اجتماع التعارف المقرر في {start}.',
      subject: 'ألغى {company} اجتماع التعارف',
      action: 'اطّلع على المحادثة',
    },
    'meeting-withdrawn': {
      text: 'سحب {company} اقتراح اجتماع التعارف.',
      subject: 'سحب {company} اقتراح اجتماع التعارف',
      action: 'اطّلع على المحادثة',
    },
  },
  values: {
    formerParty: 'طرف سابق',
    onDay: 'في {day}',
    oneTime: 'في موعد واحد',
    times:
      '{count, plural, zero {دون مواعيد} one {في موعد واحد} two {مع موعدين للاختيار بينهما} few {مع # مواعيد للاختيار من بينها} many {مع # موعدًا للاختيار من بينها} other {مع # موعد للاختيار من بينها}}',
  },
  email: {
    greeting: 'مرحبًا {name}،',
    openCorridor: 'افتح Corridor',
    actionLine: '{action}: {link}',
    signature: '— Corridor',
    why: 'تصلك هذه الرسالة لأن الإشعارات عبر البريد الإلكتروني مفعّلة لنوع «{kind}» في إعدادات الإشعارات.',
  },
  digest: {
    subjectOne: 'ملخصك من Corridor: تحديث واحد',
    subject: `ملخصك من Corridor: ${updates}`,
    introOne: 'إليك ما حدث في Corridor منذ ملخصك الأخير (تحديث واحد):',
    intro: `إليك ما حدث في Corridor منذ ملخصك الأخير (${updates}):`,
    line: '- {time} (UTC): {sentence}',
    why: 'يصلك ملخص واحد يوميًا بدلًا من رسائل منفصلة لأنك اخترت ذلك في إعدادات الإشعارات.',
  },
};
