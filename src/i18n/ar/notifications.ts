/**
 * Strings of the notification bell (every signed-in page) and of /notifications and
 * /notifications/settings. Not in the specification: issue 13, docs/decisions/026-notifications.md.
 * The sentence of each notification comes from the server (with its event and values).
 */
export const notifications = {
  bell: {
    label: 'الإشعارات',
    labelUnread:
      'الإشعارات، {count, plural, zero {لا إشعارات غير مقروءة} one {إشعار واحد غير مقروء} two {إشعاران غير مقروءين} few {# إشعارات غير مقروءة} many {# إشعارًا غير مقروء} other {# إشعار غير مقروء}}',
    /** Past the badge's cap, as the badge shows it ({more} is "99+"). */
    labelUnreadMore: 'الإشعارات، {more} غير مقروءة',
    /** The badge past its cap: {count} is the cap (99). */
    more: '{count}+',
  },
  panel: {
    heading: 'الإشعارات',
    markAll: 'تحديد الكل كمقروء',
    seeAll: 'عرض جميع الإشعارات',
    settings: 'إعدادات الإشعارات',
    loading: 'جارٍ تحميل الإشعارات…',
    error: 'تعذّر تحميل الإشعارات.',
    retry: 'إعادة المحاولة',
    empty: 'لا جديد. سنُعلمك هنا عندما يتطلب منك طلبٌ أو اعتمادٌ أو موعد استحقاق إجراءً.',
    unread: 'غير مقروء',
    announceOne: 'إشعار جديد: {text}',
    announceMany:
      '{count, plural, zero {لا إشعارات جديدة} one {إشعار جديد واحد} two {إشعاران جديدان} few {# إشعارات جديدة} many {# إشعارًا جديدًا} other {# إشعار جديد}}',
  },
  page: {
    intro: 'كل ما حدث لطلباتك واتفاقياتك وعقودك، والأحدث أولًا.',
    filterLabel: 'عرض',
    filters: { all: 'الكل', unread: 'غير المقروءة' },
    loadMore: 'تحميل المزيد',
    loadingMore: 'جارٍ تحميل المزيد…',
    markAll: 'تحديد الكل كمقروء',
    markedAll: 'تم تحديد جميع الإشعارات كمقروءة.',
    markAllFailed: 'تعذّر تحديد الإشعارات كمقروءة. حاول مرة أخرى.',
    settings: 'إعدادات الإشعارات',
    empty: { all: 'لا توجد إشعارات بعد.', unread: 'لا توجد إشعارات غير مقروءة.' },
    emptyHint: 'تظهر هنا الطلبات التي تستلمها، والردود على طلباتك، والتوقيعات، والمراحل الرئيسية، والتعليقات، ومواعيد الاستحقاق.',
    error: 'تعذّر تحميل الإشعارات.',
    count:
      '{count, plural, zero {لا إشعارات غير مقروءة} one {إشعار واحد غير مقروء} two {إشعاران غير مقروءين} few {# إشعارات غير مقروءة} many {# إشعارًا غير مقروء} other {# إشعار غير مقروء}}',
  },
  settings: {
    intro: 'اختر كيف تُعلمك Corridor بكل نوع من التحديثات. تُرسل رسائل البريد الإلكتروني إلى العنوان الذي سجّلت به.',
    kindColumn: 'التحديث',
    inApp: 'داخل التطبيق',
    email: 'عبر البريد الإلكتروني',
    digest: 'إرسال ملخص يومي واحد بدلًا من رسائل منفصلة',
    digestHint: 'تُجمع التحديثات التي تصلك عبر البريد الإلكتروني وتُرسل مرة واحدة يوميًا.',
    save: 'حفظ الإعدادات',
    saving: 'جارٍ الحفظ…',
    saved: 'تم حفظ إعدادات الإشعارات.',
    saveFailed: 'تعذّر حفظ إعداداتك: {reason}',
    unreachable: 'تعذّر الوصول إلى Corridor. تحقّق من اتصالك وحاول مرة أخرى.',
    loading: 'جارٍ تحميل إعداداتك…',
    loadError: 'تعذّر تحميل إعداداتك.',
    back: 'العودة إلى الإشعارات',
    kinds: {
      'request-received': { name: 'الطلبات الواردة', hint: 'ترسل إليك شركة أو مستثمر طلبًا.' },
      'request-answered': { name: 'الردود على طلباتك', hint: 'يُعتمد طلب أرسلته أو يُرفض.' },
      'request-cancelled': { name: 'الطلبات الملغاة', hint: 'يُسحب طلب أُرسل إليك.' },
      agreement: { name: 'الاتفاقيات', hint: 'يصبح إصدار جاهزًا للتوقيع، أو يوقّع الطرف الآخر، أو يوقّع الطرفان.' },
      'milestone-added': { name: 'المراحل الرئيسية الجديدة', hint: 'تُضاف مرحلة رئيسية إلى أحد عقودك.' },
      'task-added': { name: 'المهام الجديدة', hint: 'تُضاف مهمة إلى أحد عقودك.' },
      'comment-added': { name: 'التعليقات', hint: 'يعلّق أحدهم على مرحلة رئيسية في عقدك.' },
      'task-due': { name: 'مواعيد الاستحقاق', hint: 'يحين موعد استحقاق مهمة في عقدك خلال 3 أيام (تنبيه واحد فقط).' },
      verification: { name: 'التوثيق', hint: 'يوثّق المسؤول ملفك التعريفي كشريك أو يرفضه.' },
      message: { name: 'الرسائل', hint: 'يراسلك الطرف الآخر في طلب (إشعار واحد لكل محادثة حتى تقرأها).' },
      meeting: { name: 'الاجتماعات', hint: 'يقترح الطرف الآخر اجتماع تعارف أو يقبله أو يرفضه أو يلغيه.' },
    },
  },
};
