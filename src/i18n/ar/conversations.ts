/**
 * Strings of the conversations between the two parties of a request (issue 12): /messages (the inbox
 * and one thread), the composer, and the links that lead there. Not in the specification.
 * Meeting strings live in meetings.ts.
 */
export const conversations = {
  page: {
    title: 'الرسائل',
    intro: 'محادثاتك مع الشركات والمستثمرين الذين يجمعك بهم طلب.',
    listHeading: 'المحادثات',
    chooseTitle: 'اختر محادثة',
    chooseHint: 'اختر شركة من القائمة لقراءة المحادثة والرد. لكل طلب ترسله أو تستلمه محادثة خاصة به.',
    back: 'العودة إلى الرسائل',
    /** The arrow before a "Back" link: it points toward where the page starts (→ in a right-to-left language). */
    backArrow: '→',
  },
  inbox: {
    loading: 'جارٍ تحميل المحادثات…',
    error: 'تعذّر تحميل محادثاتك.',
    retry: 'إعادة المحاولة',
    emptyTitle: 'لا توجد محادثات بعد',
    emptyHint:
      'تبدأ المحادثة بمجرد أن ترسل طلبًا أو تستلم طلبًا. ابحث عن شريك في لوحة التحكم وأرسل إليه طلبًا لبدء التواصل.',
    emptyAction: 'الانتقال إلى لوحة التحكم',
    noMessages: 'لا توجد رسائل بعد — ابدأ بالتحية.',
    noMessagesClosed: 'لم تُكتب أي رسائل.',
    you: 'أنت: {text}',
    unread:
      '{count, plural, zero {لا رسائل غير مقروءة} one {رسالة واحدة غير مقروءة} two {رسالتان غير مقروءتين} few {# رسائل غير مقروءة} many {# رسالة غير مقروءة} other {# رسالة غير مقروءة}}',
    /** A badge past its cap: {count} is the cap (99). */
    more: '{count}+',
  },
  status: {
    pending: 'الطلب قيد الانتظار',
    sent: 'تم إرسال الطلب',
    approved: 'معتمد',
    signed: 'موقّع',
    rejected: 'مرفوض',
    cancelled: 'ملغى',
    readOnly: 'للقراءة فقط',
  } as Record<string, string>,
  thread: {
    loading: 'جارٍ تحميل المحادثة…',
    error: 'تعذّر تحميل هذه المحادثة.',
    forbidden: 'لا يمكن قراءة محادثة هذا الطلب إلا لطرفيه.',
    notFound: 'لا توجد محادثة لهذا الطلب.',
    retryLoad: 'إعادة المحاولة',
    messagesLabel: 'الرسائل مع {company}',
    earlier: 'تحميل الرسائل السابقة',
    earlierLoading: 'جارٍ تحميل الرسائل السابقة…',
    earlierFailed: 'تعذّر تحميل الرسائل السابقة: {reason}',
    empty: 'لا توجد رسائل بعد. اكتب الرسالة الأولى أدناه.',
    today: 'اليوم',
    yesterday: 'أمس',
    you: 'أنت',
    seen: 'تمت القراءة',
    sending: 'جارٍ الإرسال…',
    notSent: 'لم تُرسل — {reason}',
    retry: 'إعادة المحاولة',
    opensNewTab: '(يُفتح في علامة تبويب جديدة)',
    newMessage: 'رسالة جديدة من {name}: {text}',
    newMessages:
      '{count, plural, zero {لا رسائل جديدة} one {رسالة جديدة واحدة} two {رسالتان جديدتان} few {# رسائل جديدة} many {# رسالة جديدة} other {# رسالة جديدة}} من {name}',
  },
  header: {
    person: '{name}، {company}',
    place: '{city} · {time} بالتوقيت المحلي',
    zoneOnly: '{time} بالتوقيت المحلي',
    contract: 'فتح العقد',
    profile: 'عرض الملف التعريفي',
    detailsLabel: 'حول هذه المحادثة',
  },
  composer: {
    label: 'رسالة إلى {company}',
    placeholder: 'اكتب رسالة…',
    hint: 'Enter للإرسال · Shift+Enter لبدء سطر جديد',
    send: 'إرسال',
    counter: '{count} / {max}',
    left: '{count, plural, zero {لم يتبق أي حرف} one {تبقى حرف واحد} two {تبقى حرفان} few {تبقى # أحرف} many {تبقى # حرفًا} other {تبقى # حرف}}',
    tooLong:
      'تتجاوز رسالتك الحد المسموح {count, plural, zero {بـ# حرف} one {بحرف واحد} two {بحرفين} few {بـ# أحرف} many {بـ# حرفًا} other {بـ# حرف}}. اختصرها لتتمكن من إرسالها.',
    offline: 'تعذّر الوصول إلى Corridor. تحقّق من اتصالك وحاول مرة أخرى.',
    failed: 'لم يستجب الخادم',
  },
  readOnly: {
    rejected: 'رُفض هذا الطلب، لذا أصبحت محادثته للقراءة فقط.',
    cancelled: 'أُلغي هذا الطلب، لذا أصبحت محادثته للقراءة فقط.',
    admin: 'أنت تقرأ بصفتك المسؤول. لا يمكن الكتابة هنا إلا لطرفي الطلب.',
    other: 'هذه المحادثة للقراءة فقط.',
  },
  admin: {
    title: 'المحادثات خاصة بطرفي الطلب',
    body: 'كل محادثة تدور بين طرفي طلب. بصفتك المسؤول، تقرأ المحادثة من صفحة عقدها: افتح عقدًا واختر «قراءة المحادثة».',
    action: 'الانتقال إلى جميع العقود',
    back: 'العودة إلى العقد',
  },
} as const;

/**
 * The links other pages show to the conversations (the header of every signed-in page, the contract
 * card and page, the profile page): a few words apart from the screens' strings, so those pages do
 * not load the whole catalogue.
 */
export const conversationLinks = {
  /** The header link: its count is in its name ("Messages, 3 unread") and on a badge. */
  header: {
    label: 'الرسائل',
    labelUnread:
      'الرسائل، {count, plural, zero {لا رسائل غير مقروءة} one {رسالة واحدة غير مقروءة} two {رسالتان غير مقروءتين} few {# رسائل غير مقروءة} many {# رسالة غير مقروءة} other {# رسالة غير مقروءة}}',
    /** Past 99, as the badge shows it. */
    labelUnreadMore: 'الرسائل، {more} رسالة غير مقروءة',
    more: '{count}+',
  },
  messages: 'الرسائل',
  messagesWith: 'الرسائل مع {name}',
  readConversation: 'قراءة المحادثة',
  messageCompany: 'مراسلة {name}',
} as const;
