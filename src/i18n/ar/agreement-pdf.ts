/** The agreement PDF's own words in Arabic (see the English file). */
export const agreementPdf = {
  title: 'الاتفاقية {id}، الإصدار {version}',
  signatures: 'التوقيعات',
  forParty: 'عن {company} ونيابةً عنها ({role})',
  roles: { partner: 'الشريك', client: 'العميل', company: 'الشركة', investor: 'المستثمر' },
  signedElectronically: 'وقّعها إلكترونيًا {name} في {date}',
  notSigned: 'غير موقّعة',
  digest: 'بصمة المستند (SHA-256 للنص الإنجليزي للاتفاقية كما صدر): {digest}',
  verify: 'تحقّق من هذه الاتفاقية على {url}',
  audit: 'سجل التدقيق',
  event: '{date}: {what} بواسطة {actor}.',
  reason: 'السبب: {reason}',
  kinds: {
    generated: 'إنشاء الإصدار {version}',
    viewed: 'فتح الإصدار {version}',
    signed: 'توقيع الإصدار {version}',
    regenerated: 'إعادة الإنشاء بوصفها الإصدار {version}',
    declined: 'رفض توقيع الإصدار {version}',
  },
  footer: '{id} · الإصدار {version} · SHA-256 {digest} · الصفحة {page} من {pages}',
};
