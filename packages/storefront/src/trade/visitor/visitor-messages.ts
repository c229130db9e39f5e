import type { MessageCatalogue } from '@mall/runtime';

/**
 * Strings of an order's visitor (spec 03 section 7, the visitor area: name, document type, number,
 * phone, entry date, e-mail), on the checkout of goods received in person and the order detail, in
 * the `storefront` namespace.
 */
export const visitorMessages = {
  'zh-CN': {
    'visitor.title': '到访人信息',
    'visitor.hint': '所选商品需本人到场使用（如健康体检），请填写到访人信息，到场时核验证件。',
    'visitor.name': '姓名',
    'visitor.documentType': '证件类型',
    'visitor.documentType.ID_CARD': '居民身份证',
    'visitor.documentType.PASSPORT': '护照',
    'visitor.documentType.HK_MACAO_PERMIT': '港澳居民来往内地通行证',
    'visitor.documentType.TAIWAN_PERMIT': '台湾居民来往大陆通行证',
    'visitor.documentNumber': '证件号码',
    'visitor.mobile': '手机号',
    'visitor.entryDate': '入场日期',
    'visitor.entryDateHint': '可选 {{min}} 至 {{max}}',
    'visitor.email': '电子邮箱（选填）',
    'visitor.emailShown': '电子邮箱',
    'visitor.nameRequired': '请填写到访人姓名',
    'visitor.nameTooLong': '到访人姓名不能超过{{max}}个字',
    'visitor.documentNumberRequired': '请填写证件号码',
    'visitor.idCardInvalid': '请输入正确的身份证号码',
    'visitor.documentNumberInvalid': '证件号码应为5到20位字母或数字',
    'visitor.mobileInvalid': '请输入正确的手机号',
    'visitor.entryDateInvalid': '入场日期须为明天起{{days}}天内的日期',
    'visitor.emailInvalid': '请输入正确的电子邮箱',
  },
  'en-US': {
    'visitor.title': 'Visitor',
    'visitor.hint':
      'These goods are used in person (a health check, for instance): tell us who comes. Their document is checked on arrival.',
    'visitor.name': 'Name',
    'visitor.documentType': 'Document type',
    'visitor.documentType.ID_CARD': 'Resident ID card',
    'visitor.documentType.PASSPORT': 'Passport',
    'visitor.documentType.HK_MACAO_PERMIT': 'Mainland travel permit (Hong Kong and Macao)',
    'visitor.documentType.TAIWAN_PERMIT': 'Mainland travel permit (Taiwan)',
    'visitor.documentNumber': 'Document number',
    'visitor.mobile': 'Phone',
    'visitor.entryDate': 'Entry date',
    'visitor.entryDateHint': 'From {{min}} to {{max}}',
    'visitor.email': 'E-mail (optional)',
    'visitor.emailShown': 'E-mail',
    'visitor.nameRequired': "Please enter the visitor's name",
    'visitor.nameTooLong': "The visitor's name cannot be longer than {{max}} characters",
    'visitor.documentNumberRequired': 'Please enter the document number',
    'visitor.idCardInvalid': 'Please enter a valid ID card number',
    'visitor.documentNumberInvalid': 'The document number is 5 to 20 letters or digits',
    'visitor.mobileInvalid': 'Please enter a valid mobile number',
    'visitor.entryDateInvalid': 'The entry date must be between tomorrow and {{days}} days ahead',
    'visitor.emailInvalid': 'Please enter a valid email address',
  },
} satisfies MessageCatalogue;
