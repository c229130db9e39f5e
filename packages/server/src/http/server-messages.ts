import type { Locale } from '../services/locale.ts';

// The server's message catalogue: every sentence it answers (refusals, validation, Fastify's own
// refusals) in both languages, under one key. Services keep throwing the Chinese sentence they
// always did; the error handler words it in the caller's locale at answer time (`localizeMessage`).
// A parametrised sentence has `{{name}}` placeholders, as the runtime's catalogue (i18next): its
// Chinese is matched as a pattern, and a `{{label}}` takes a field name of this catalogue.
// server-messages.test.ts walks every key, and scans the sources for a sentence missing here.

const ZH_CN = {
  // ---- Framework and HTTP ----
  apiNotFound: '接口不存在',
  apiNotProvided: '本服务器不提供接口 {{path}}',
  serverBusy: '服务器繁忙，请稍后再试',
  emptyJsonBody: '请求内容不能为空',
  invalidJsonBody: '请求内容不是有效的 JSON',
  unsupportedMediaType: '不支持的请求内容类型',
  bodyTooLarge: '请求内容过大',
  contentLengthMismatch: '请求内容的长度与 Content-Length 不符',
  badUrl: '请求地址无效',
  paramTooLong: '请求地址中的参数过长',
  badRequest: '请求无效',
  invalidParams: '请求参数错误',
  invalidParamsDetail: '请求参数错误：{{detail}}',
  invalidParamsField: '请求参数错误：{{path}} {{detail}}',
  unsupportedField: '请求参数错误：不支持的字段 {{field}}',
  invalidParamsChooseAgain: '请求参数错误，请重新选择',
  invalidUtf8: '请求内容不是有效的 UTF-8 文本',
  nulCharacter: '内容含有无法保存的字符，请删除后重试',
  serverRenderWrite: '页面预渲染不能修改数据',
  loginFirst: '请先登录',
  sessionExpired: '登录已过期，请重新登录',
  signatureIncomplete: '请求签名不完整',
  signatureInvalid: '请求签名无效',
  signatureStale: '请求已过期，请校准设备时间后重试',
  nonceReused: '请求已提交过，请勿重复提交',
  cardSessionOnly: '一次性卡只能在一次性卡专区使用',
  cardMembersOnly: '仅限一次性卡用户使用，请使用一次性卡登录',
  missingUuid: '缺少设备标识 uuid',
  pageNumber: '页码须为正整数',
  pageSize: '每页条数须为1到50之间的整数',

  // ---- Form fields (the {{label}} of the sentences below) ----
  fieldConsignee: '收货人',
  fieldMobile: '手机号',
  fieldRegion: '所在地区',
  fieldAddressDetail: '详细地址',
  fieldPostalCode: '邮政编码',
  fieldEmail: '电子邮箱',
  fieldLandline: '固定电话',
  fieldRemark: '备注',
  fieldAddressAlias: '地址别名',
  fieldDefaultAddress: '默认地址',
  fieldServiceType: '售后类型',
  fieldQuantity: '申请数量',
  fieldReason: '售后原因',
  fieldProblem: '问题描述',
  fieldImages: '图片',
  fieldContact: '联系人',
  fieldContactPhone: '联系电话',
  fieldPickupAddress: '取件地址',
  fieldCourier: '物流公司',
  fieldTrackingNo: '物流单号',
  fieldAfterSaleSn: '售后单号',
  fieldMessage: '留言内容',
  fieldOrder: '订单',
  fieldOrderItem: '订单商品',
  fieldTopic: '投诉主题',
  fieldContent: '内容',
  fieldComplaint: '投诉',
  fieldCompanyName: '公司名称',
  fieldCompanyAddress: '公司地址',
  fieldCompanyPhone: '公司电话',
  fieldEmployeeNum: '员工总数',
  fieldRegisteredCapital: '注册资金（万元）',
  fieldLinkName: '联系人姓名',
  fieldLinkPhone: '联系人手机',
  fieldLicenseNum: '统一社会信用代码',
  fieldLegalName: '法人姓名',
  fieldBankAccountName: '银行开户名',
  fieldBankAccountNum: '银行账号',
  fieldBankBranch: '开户银行支行名称',
  fieldBankJointNo: '支行联行号',
  fieldStoreName: '店铺名称',
  fieldStoreDesc: '店铺简介',
  fieldStoreAddress: '店铺地址',
  fieldCategories: '经营类目',
  fieldRating: '评分',
  fieldReviewContent: '评价内容',

  // ---- Sentences about a field ----
  fieldChoose: '请选择{{label}}',
  fieldFill: '请填写{{label}}',
  fieldTooLong: '{{label}}不能超过{{limit}}个字',
  fieldTooShort: '{{label}}至少{{limit}}个字',
  fieldRegionPath: '请选择{{label}}（省、市，有区县的选到区县）',
  fieldSpaces: '{{label}}不能换行，首尾不能有空格',
  fieldFormat: '{{label}}格式不正确',
  fieldTooManyImages: '{{label}}最多{{limit}}张',
  fieldIntegerRange: '{{label}}应为{{min}}-{{max}}的整数',
  fieldTooManyChoices: '{{label}}最多选择{{limit}}个',
  fieldDuplicates: '{{label}}不能重复',

  // ---- Accounts, login and passwords ----
  badCardNumber: '卡号格式不正确',
  badMobile: '请输入正确的手机号',
  badLoginName: '用户名须为4-32位数字、字母、中文或 - _ . @',
  unreadablePassword: '密码无法解密，请刷新页面后重试',
  passwordLength: '请输入8-16位的密码',
  passwordKinds: '密码须至少包含大写字母、小写字母、数字、特殊字符中的三种',
  wrongImageCode: '验证码错误',
  wrongImageCodeRecovery: '图形验证码错误',
  wrongCredentials: '账号或密码错误',
  cannotLogOut: '该账号为固定账号，不支持退出登录',
  unknownUser: '用户不存在',
  noMobile: '该账号未绑定手机号，请联系管理员',
  noDisposableCard: '该手机号未绑定一次性卡',
  wrongRecipient: '请求参数错误：找回密码请提供用户名，其他用途请提供手机号',
  loginLocked: '密码错误次数过多，账号已锁定，请{{minutes}}分钟后再试',
  wrongOldPasswordTries: '原密码错误，还可尝试{{tries}}次',
  tooBusy: '操作过于频繁，请{{minutes}}分钟后再试',
  phoneTooManyCodes: '该手机号短信发送次数过多，请{{minutes}}分钟后再试',
  smsTooSoon: '短信发送过于频繁，请{{seconds}}秒后再试',
  wrongSmsCode: '短信验证码错误或已失效',
  smsCodeRequired: '短信验证码不能为空',
  oldPasswordRequired: '请输入原密码',
  newPasswordRequired: '请输入新密码',
  wrongOldPassword: '原密码错误',
  sameAsOldPassword: '新密码不能与原密码相同',
  wrongCardCredentials: '卡号或密码错误',
  cardNotBound: '该卡尚未绑定会员，请先注册',
  cardAlreadyBound: '该卡已绑定会员，请直接登录',
  usernameTaken: '用户名已存在',
  cardNotAvailable: '所选卡不可用',
  cardFrozen: '该卡已冻结',
  cardCancelled: '该卡已作废',
  cardUsed: '该卡已使用',
  cardExpired: '该卡已过期',
  cardAlreadyYours: '该卡已绑定到您的账户',
  cardBoundToOther: '该卡已被其他会员绑定',

  // ---- Pay password and payment ----
  payPasswordWrong: '请输入正确的支付密码',
  payPasswordRule: '支付密码为6-16位字母或数字',
  payPasswordAlreadySet: '已设置支付密码，请使用修改支付密码',
  payPasswordNotSet: '请先设置支付密码',
  payPasswordLocked: '支付密码错误次数过多，请{{minutes}}分钟后再试',
  payPasswordProofRequired: '请输入原支付密码或短信验证码',
  orderAlreadyPaid: '订单已支付，请勿重复支付',
  orderCancelledCannotPay: '订单已取消，不能支付',
  payWindowClosed: '超时未支付，订单自动关闭',
  orderDateInvalid: '下单日期应为 YYYY-MM-DD 格式的有效日期',
  orderDateRangeReversed: '结束日期不能早于开始日期',
  notEnoughPoints: '积分余额不足',
  invoiceTitleRequired: '请填写发票抬头',
  invoiceTitleTooLong: '发票抬头不能超过100个字',
  invoiceTaxpayerRequired: '企业发票请填写纳税人识别号',
  invoiceTaxpayerPattern: '纳税人识别号应为15、17、18或20位字母或数字',
  invoiceAlreadyRequested: '该订单已申请过发票',
  invoiceOrderEnded: '已取消或已关闭的订单不能申请发票',
  visitorRequired: '请填写到访人信息',
  visitorNameRequired: '请填写到访人姓名',
  visitorNameTooLong: '到访人姓名不能超过20个字',
  visitorDocumentNumberRequired: '请填写证件号码',
  visitorIdCardInvalid: '请输入正确的身份证号码',
  visitorDocumentNumberInvalid: '证件号码应为5到20位字母或数字',
  visitorEntryDateInvalid: '入场日期须为明天起60天内的日期',

  // ---- Verification, profile and privacy ----
  imageCodeRequired: '请输入图形验证码',
  mobileRequired: '手机号不能为空',
  workEmailRequired: '请输入企业邮箱',
  badWorkEmail: '请输入正确格式的企业邮箱',
  oneRecipient: '请填写手机号或企业邮箱其中一项',
  emailCodeRequired: '邮箱验证码不能为空',
  wrongEmailCode: '邮箱验证码错误或已失效',
  nicknameRequired: '昵称不能为空',
  nicknameTooLong: '昵称最多{{limit}}个字',
  badEmail: '请输入正确的邮箱',
  employeeCodeTooLong: '工号最多{{limit}}个字符',
  acceptPrivacyPolicy: '请阅读并同意《隐私政策》',
  acceptUserAgreement: '请阅读并同意《用户协议》',
  acceptBoth: '请阅读并同意《隐私政策》和《用户协议》',

  // ---- Goods, cart and checkout ----
  goodsNotFound: '商品不存在',
  goodsOffSale: '商品已下架',
  goodsOutOfStock: '商品库存不足',
  cartLineLimit: '单个商品最多可加购{{max}}件',
  sameGoodsOnly: '只能切换为同一商品的其他规格',
  notInCart: '购物车中没有该商品',
  nothingTicked: '请选择要结算的商品',
  notDelivered: '部分商品不支持配送至该地址，请更换收货地址',
  couponUnusable: '该优惠券不可用于所选商品',
  goodsShortOfStock: '{{goods}}：库存不足',
  regionNotFound: '地区不存在',
  priceRangeReversed: '最低价不能高于最高价',
  storeNotFound: '店铺不存在',
  activityNotFound: '活动不存在',
  marketSkuNotFound: '活动商品不存在',
  notAFavorite: '未收藏该商品',
  footprintNotFound: '足迹不存在',

  // ---- Addresses ----
  addressNotFound: '地址不存在',
  tooManyAddresses: '最多保存20个收货地址',
  badPostalCode: '请输入正确的邮政编码',
  badEmailAddress: '请输入正确的电子邮箱',
  badLandline: '请输入正确的固定电话（如 0571-88886666）',
  deliveryAddressNotFound: '收货地址不存在',

  // ---- Orders ----
  orderNotFound: '订单不存在',
  orderShippedCannotCancel: '订单已发货，不能取消，请申请售后',
  orderAlreadyCancelled: '订单已取消',
  orderOpenAfterSale: '订单有进行中的售后申请，不能取消',
  orderNotShipped: '订单尚未发货，不能确认收货',
  orderNotDeletable: '只能删除已取消或已完成的订单',

  // ---- After-sale and complaints ----
  orderItemNotFound: '订单商品不存在',
  afterSaleNotFound: '售后申请不存在',
  afterSaleAlreadyOpen: '该商品已有进行中的售后申请',
  afterSaleNotShipped: '订单未发货，请申请仅退款',
  afterSaleShipped: '订单已发货，请申请退货退款或换货',
  afterSaleReasonRequired: '请选择售后原因',
  pickupRequired: '请选择取件地址',
  pickupNotFound: '取件地址不存在',
  afterSaleCannotCancel: '当前状态不能取消售后申请',
  afterSaleCannotDeliver: '当前状态不能填写退货物流',
  afterSaleUnknownType: '售后类型不存在',
  afterSaleTooManyUnits: '申请数量不能超过{{max}}件',
  afterSaleTypeRequired: '请选择售后类型',
  afterSaleQuantityRequired: '请填写申请数量',
  afterSaleQuantityRange: '申请数量须为1-999的整数',
  badImageUrl: '图片地址不正确',
  contactRequired: '请填写联系人',
  contactPhoneRequired: '请填写联系电话',
  courierRequired: '请填写物流公司',
  trackingNoRequired: '请填写物流单号',
  badTrackingNo: '请输入正确的物流单号',
  courierNotOffered: '请从列表中选择物流公司',
  logisticsPageSize: '每页条数须为1到200之间的整数',
  logisticsOpenOnly: '只能查询启用的物流公司',
  afterSaleRequired: '请选择售后申请',
  messageContentRequired: '请输入留言内容',
  complaintOrderRequired: '请选择投诉的订单',
  complaintTopicRequired: '请填写投诉主题',
  complaintContentRequired: '请填写内容',
  complaintRequired: '请选择投诉',
  complaintNotFound: '投诉不存在',
  complaintClosed: '投诉已结束',

  // ---- Goods reviews ----
  reviewItemRequired: '请选择评价的商品',
  reviewStarsRequired: '请选择评分',
  reviewStarsRange: '评分须为1-5星',
  reviewContentRequired: '请填写评价内容',
  reviewNotCompleted: '订单完成后才能评价',
  reviewAlreadyWritten: '该商品已评价，不能重复评价',
  reviewForeignImage: '只能选择该商品的图片',
  reviewNotFound: '评价不存在',

  // ---- Coupons, red packets, messages, notices ----
  couponNotFound: '优惠券不存在',
  couponNotStarted: '优惠券尚未开始领取',
  couponExpired: '优惠券已过期',
  couponSoldOut: '优惠券已被领完',
  couponAlreadyClaimed: '您已领取过该优惠券，不能重复领取',
  redPacketNotYours: '只能领取自己的红包',
  redPacketNotFound: '红包活动不存在',
  redPacketNoPermission: '暂无领取权限',
  redPacketNotStarted: '红包活动尚未开始',
  redPacketEnded: '红包活动已结束',
  messageTypeRequired: '请选择留言类型',
  leaveMessageRequired: '请填写留言内容',
  leaveMessageTooLong: '留言内容不能超过300个字',
  messageNotFound: '消息不存在',
  noticeNotFound: '公告不存在或已下线',
  popupNotFound: '弹窗不存在',
  articleNotFound: '文章不存在或已下线',

  // ---- Points ----
  badAccountType: '账户类型错误，积分账户的 accountType 为 0',
  pointTypeNotFound: '积分类型不存在',
  badDate: '日期格式错误，请按 yyyy-MM-dd 填写',
  dateRangeReversed: '开始日期不能晚于结束日期',

  // ---- Disposable cards ----
  cardGoodsNotInRange: '该商品不在本卡兑换范围内',
  cardNoRange: '该卡暂无可兑换商品',
  cardCartEmpty: '购物车中没有可兑换的商品',
  cardOverBalance: '订单需{{points}}积分，超出卡内余额{{balance}}积分',

  // ---- Flexible benefits and family ----
  benefitNotStarted: '本期福利选择尚未开始',
  benefitClosed: '本期福利选择已结束',
  benefitAlreadyChosen: '您已完成本期福利选择',
  benefitDuplicateOption: '请勿重复选择同一项福利',
  benefitOptionNotInCase: '所选福利不属于本期方案',
  benefitFamilyRequired: '请选择领取福利的家属',
  benefitFamilyNotAllowed: '本期福利仅限员工本人领取，无需选择家属',
  benefitChooseCount: '请选择{{count}}项福利',
  benefitChooseRange: '请选择{{min}}至{{max}}项福利',
  planCaseNotFound: '福利方案不存在',
  benefitOrderNotFound: '福利订单不存在',
  benefitGoodsNotFound: '福利商品不存在',
  benefitOrderAlreadyCancelled: '福利订单已取消',
  benefitShippedCannotCancel: '福利已发货，不能取消',
  benefitWindowClosed: '选择时间已结束，不能取消',
  benefitNotShipped: '福利尚未发货，不能确认收货',
  benefitAlreadyReceived: '福利订单已确认收货',
  familyNotFound: '家属不存在',
  tooManyFamily: '最多添加10位家属',
  familyNameRequired: '请填写家属姓名',
  familyNameTooLong: '家属姓名不能超过20个字',
  familyNameSpaces: '家属姓名首尾不能有空格',
  familyRelationRequired: '请选择与本人关系',
  mobileFill: '请填写手机号',
  badBirthday: '请输入正确的出生日期',
  birthdayInFuture: '出生日期不能晚于今天',

  // ---- Shell-card booking ----
  bookingCardRequired: '请选择要预约的卡',
  bookingDateRequired: '请选择预约日期',
  bookingSlotRequired: '请选择预约时段',
  bookingNameRequired: '请填写预约人姓名',
  bookingNameRule: '预约人姓名为1-20个字，首尾不能有空格',
  employeeNumRequired: '请填写工号',
  employeeNumRule: '工号为1-20位字母、数字或-',
  shellCardNotFound: '卡不存在',
  bookingNotFound: '预约记录不存在',
  bookingBadDate: '请选择正确的预约日期',
  bookingDateNotOpen: '该日期不在可预约范围内',
  bookingSlotNotFound: '该日期没有此预约时段',
  bookingCardNotValid: '该卡在所选日期不在有效期内',
  bookingAlreadyBooked: '该卡当天已预约，请勿重复预约',
  bookingSlotFull: '该时段已约满，请选择其他时段',
  bookingAlreadyCancelled: '该预约已取消',
  bookingTooLateToCancel: '服务当天及之后不可取消预约',

  // ---- Store settlement ----
  storeCompanyFirst: '请先填写公司信息',
  storeFinanceFirst: '请先填写财务信息',
  storeUnderReview: '申请审核中，不能修改',
  storeAlreadyOpen: '店铺已开通',
  storeNameTaken: '店铺名称已存在',
  badCreditCode: '请输入正确的统一社会信用代码',
  categoryNotFound: '经营类目不存在',
  badCompanyPhone: '请输入正确的公司电话（如 0571-88886666）',
  badBankAccount: '银行账号应为8-30位数字',
  badBankJointNo: '支行联行号应为12位数字',

  // ---- Page studio (operators) ----
  pageNotFound: '页面不存在',
  pageForbidden: '无权操作该页面',
  pageStale: '页面已被他人修改，请刷新后再编辑',
  pageHasProblems: '页面有{{count}}个问题，全部修复后才能发布',
  pageEnterpriseNotFound: '企业不存在',
  publicPageShared: '公共页面由各企业共用，不能指定企业',
  englishPageMismatch: '英文版须与原页面同属一个平台、页面类型和企业',
  pageVersionNotFound: '该版本不存在',

  // ---- Single sign-on and the development identity provider (issue 25 item 2) ----
  ssoNotEnabled: '该企业未开通单点登录',
  ssoCodeInvalid: '单点登录凭证无效，请重新登录',
  ssoCodeExpired: '单点登录凭证已过期，请重新登录',
  ssoCodeUsed: '单点登录凭证已使用过，请重新登录',
  ssoWrongTenant: '单点登录凭证不属于该企业',
  ssoUnknownUser: '该企业没有此账号，请联系企业管理员',
  idpTitle: '{{enterprise}} 统一身份认证',
  idpIntro: '请使用企业账号登录，登录后返回福利商城',
  idpDevNotice: '开发环境的身份提供方，仅供演示',
  idpUsername: '用户名',
  idpPassword: '密码',
  idpSubmit: '登录',
  idpBadRedirect: '回调地址无效，请从福利商城重新进入',
} as const;

/** A key of the server's message catalogue. */
export type ServerMessageKey = keyof typeof ZH_CN;

const EN_US: Record<ServerMessageKey, string> = {
  // ---- Framework and HTTP ----
  apiNotFound: 'API not found',
  apiNotProvided: 'This server does not provide the API {{path}}',
  serverBusy: 'The server is busy. Please try again later',
  emptyJsonBody: 'The request body is empty',
  invalidJsonBody: 'The request body is not valid JSON',
  unsupportedMediaType: 'Unsupported content type',
  bodyTooLarge: 'The request body is too large',
  contentLengthMismatch: 'The request body does not match its Content-Length',
  badUrl: 'Invalid request address',
  paramTooLong: 'A parameter in the request address is too long',
  badRequest: 'Invalid request',
  invalidParams: 'Invalid request parameters',
  invalidParamsDetail: 'Invalid request parameters: {{detail}}',
  invalidParamsField: 'Invalid request parameters: {{path}} {{detail}}',
  unsupportedField: 'Invalid request parameters: unsupported field {{field}}',
  invalidParamsChooseAgain: 'Invalid request parameters. Please choose again',
  invalidUtf8: 'The request body is not valid UTF-8 text',
  nulCharacter: 'The text contains a character that cannot be saved. Please remove it and try again',
  serverRenderWrite: 'Page prerendering cannot change data',
  loginFirst: 'Please log in first',
  sessionExpired: 'Your session has expired. Please log in again',
  signatureIncomplete: 'The request signature is incomplete',
  signatureInvalid: 'The request signature is invalid',
  signatureStale: 'The request has expired. Check your device clock and try again',
  nonceReused: 'This request was already sent. Please do not submit it twice',
  cardSessionOnly: 'Disposable cards can only be used in the disposable card area',
  cardMembersOnly: 'For disposable card holders only. Please log in with your disposable card',
  missingUuid: 'Missing device ID (uuid)',
  pageNumber: 'Page number must be a positive whole number',
  pageSize: 'Page size must be a whole number from 1 to 50',

  // ---- Form fields ----
  fieldConsignee: 'Recipient',
  fieldMobile: 'Mobile number',
  fieldRegion: 'Region',
  fieldAddressDetail: 'Street address',
  fieldPostalCode: 'Postal code',
  fieldEmail: 'Email',
  fieldLandline: 'Landline',
  fieldRemark: 'Notes',
  fieldAddressAlias: 'Address label',
  fieldDefaultAddress: 'Default address',
  fieldServiceType: 'Service type',
  fieldQuantity: 'Quantity',
  fieldReason: 'Reason',
  fieldProblem: 'Problem description',
  fieldImages: 'Images',
  fieldContact: 'Contact name',
  fieldContactPhone: 'Contact phone',
  fieldPickupAddress: 'Pickup address',
  fieldCourier: 'Courier',
  fieldTrackingNo: 'Tracking number',
  fieldAfterSaleSn: 'Return request number',
  fieldMessage: 'Message',
  fieldOrder: 'Order',
  fieldOrderItem: 'Order item',
  fieldTopic: 'Subject',
  fieldContent: 'Details',
  fieldComplaint: 'Complaint',
  fieldCompanyName: 'Company name',
  fieldCompanyAddress: 'Company address',
  fieldCompanyPhone: 'Company phone',
  fieldEmployeeNum: 'Number of employees',
  fieldRegisteredCapital: 'Registered capital (10,000 CNY)',
  fieldLinkName: 'Contact person',
  fieldLinkPhone: 'Contact mobile',
  fieldLicenseNum: 'Unified social credit code',
  fieldLegalName: 'Legal representative',
  fieldBankAccountName: 'Account holder name',
  fieldBankAccountNum: 'Bank account number',
  fieldBankBranch: 'Bank branch',
  fieldBankJointNo: 'Branch routing number',
  fieldStoreName: 'Store name',
  fieldStoreDesc: 'Store description',
  fieldStoreAddress: 'Store address',
  fieldCategories: 'Business categories',
  fieldRating: 'Rating',
  fieldReviewContent: 'Review',

  // ---- Sentences about a field ----
  fieldChoose: '{{label}} is required',
  fieldFill: '{{label}} is required',
  fieldTooLong: '{{label}} cannot exceed {{limit}} characters',
  fieldTooShort: '{{label}} must be at least {{limit}} characters',
  fieldRegionPath: '{{label}}: select a province, a city and, where there is one, a district',
  fieldSpaces: '{{label}} cannot contain line breaks or start or end with a space',
  fieldFormat: '{{label}} is invalid',
  fieldTooManyImages: '{{label}}: up to {{limit}} images',
  fieldIntegerRange: '{{label}} must be a whole number from {{min}} to {{max}}',
  fieldTooManyChoices: '{{label}}: choose up to {{limit}}',
  fieldDuplicates: '{{label}} cannot contain duplicates',

  // ---- Accounts, login and passwords ----
  badCardNumber: 'Invalid card number',
  badMobile: 'Please enter a valid mobile number',
  badLoginName: 'Username must be 4-32 digits, letters, Chinese characters or - _ . @',
  unreadablePassword: 'The password could not be read. Please refresh the page and try again',
  passwordLength: 'Please enter a password of 8-16 characters',
  passwordKinds:
    'Password must contain at least three of: uppercase letters, lowercase letters, digits and special characters',
  wrongImageCode: 'Incorrect verification code',
  wrongImageCodeRecovery: 'Incorrect image code',
  wrongCredentials: 'Incorrect username or password',
  cannotLogOut: 'This is a fixed account and cannot log out',
  unknownUser: 'User not found',
  noMobile: 'No mobile number is linked to this account. Please contact your administrator',
  noDisposableCard: 'No disposable card is linked to this mobile number',
  wrongRecipient:
    'Invalid request parameters: give a username to reset a password, or a mobile number for anything else',
  loginLocked:
    'Too many incorrect passwords. Your account is locked; please try again in {{minutes}} minutes',
  wrongOldPasswordTries: 'Incorrect current password. {{tries}} attempts left',
  tooBusy: 'Too many requests. Please try again in {{minutes}} minutes',
  phoneTooManyCodes: 'Too many text messages sent to this number. Please try again in {{minutes}} minutes',
  smsTooSoon: 'Too many SMS requests. Please try again in {{seconds}} seconds',
  wrongSmsCode: 'Incorrect or expired SMS code',
  smsCodeRequired: 'SMS code is required',
  oldPasswordRequired: 'Please enter your current password',
  newPasswordRequired: 'Please enter a new password',
  wrongOldPassword: 'Incorrect current password',
  sameAsOldPassword: 'The new password must be different from the current one',
  wrongCardCredentials: 'Incorrect card number or password',
  cardNotBound: 'This card is not linked to a member yet. Please register first',
  cardAlreadyBound: 'This card is already linked to a member. Please log in',
  usernameTaken: 'Username already taken',
  cardNotAvailable: 'The selected card is not available',
  cardFrozen: 'This card is frozen',
  cardCancelled: 'This card has been voided',
  cardUsed: 'This card has been used',
  cardExpired: 'This card has expired',
  cardAlreadyYours: 'This card is already linked to your account',
  cardBoundToOther: 'This card is linked to another member',

  // ---- Pay password and payment ----
  payPasswordWrong: 'Incorrect payment password',
  payPasswordRule: 'Payment password must be 6-16 letters or digits',
  payPasswordAlreadySet: 'A payment password is already set. Please change it instead',
  payPasswordNotSet: 'Please set a payment password first',
  payPasswordLocked: 'Too many incorrect payment passwords. Please try again in {{minutes}} minutes',
  payPasswordProofRequired: 'Please enter your current payment password or an SMS code',
  orderAlreadyPaid: 'This order has already been paid',
  orderCancelledCannotPay: 'This order was cancelled and cannot be paid',
  payWindowClosed: 'Not paid in time: the order was closed',
  orderDateInvalid: 'Order dates must be valid dates in YYYY-MM-DD format',
  orderDateRangeReversed: 'The end date cannot be before the start date',
  notEnoughPoints: 'Insufficient points balance',
  invoiceTitleRequired: 'Please enter the invoice title',
  invoiceTitleTooLong: 'The invoice title cannot be longer than 100 characters',
  invoiceTaxpayerRequired: 'A business invoice needs the taxpayer ID',
  invoiceTaxpayerPattern: 'The taxpayer ID is 15, 17, 18 or 20 letters or digits',
  invoiceAlreadyRequested: 'An invoice was already requested for this order',
  invoiceOrderEnded: 'No invoice can be requested for a cancelled or closed order',
  visitorRequired: "Please fill in the visitor's details",
  visitorNameRequired: "Please enter the visitor's name",
  visitorNameTooLong: "The visitor's name cannot be longer than 20 characters",
  visitorDocumentNumberRequired: 'Please enter the document number',
  visitorIdCardInvalid: 'Please enter a valid ID card number',
  visitorDocumentNumberInvalid: 'The document number is 5 to 20 letters or digits',
  visitorEntryDateInvalid: 'The entry date must be between tomorrow and 60 days ahead',

  // ---- Verification, profile and privacy ----
  imageCodeRequired: 'Please enter the image code',
  mobileRequired: 'Mobile number is required',
  workEmailRequired: 'Please enter your work email',
  badWorkEmail: 'Please enter a valid work email',
  oneRecipient: 'Please enter either a mobile number or a work email',
  emailCodeRequired: 'Email code is required',
  wrongEmailCode: 'Incorrect or expired email code',
  nicknameRequired: 'Nickname is required',
  nicknameTooLong: 'Nickname cannot exceed {{limit}} characters',
  badEmail: 'Please enter a valid email address',
  employeeCodeTooLong: 'Employee ID cannot exceed {{limit}} characters',
  acceptPrivacyPolicy: 'Please read and accept the Privacy Policy',
  acceptUserAgreement: 'Please read and accept the User Agreement',
  acceptBoth: 'Please read and accept the Privacy Policy and the User Agreement',

  // ---- Goods, cart and checkout ----
  goodsNotFound: 'Product not found',
  goodsOffSale: 'This product is no longer available',
  goodsOutOfStock: 'Insufficient stock',
  cartLineLimit: 'You can add up to {{max}} of each product',
  sameGoodsOnly: 'You can only switch to another option of the same product',
  notInCart: 'This product is not in your cart',
  nothingTicked: 'Please select the products to check out',
  notDelivered: 'Some products cannot be delivered to this address. Please choose another address',
  couponUnusable: 'This coupon cannot be used for the selected products',
  goodsShortOfStock: '{{goods}}: insufficient stock',
  regionNotFound: 'Region not found',
  priceRangeReversed: 'The minimum price cannot be higher than the maximum price',
  storeNotFound: 'Store not found',
  activityNotFound: 'Promotion not found',
  marketSkuNotFound: 'Promotion product not found',
  notAFavorite: 'This product is not in your favorites',
  footprintNotFound: 'Browsing history item not found',

  // ---- Addresses ----
  addressNotFound: 'Address not found',
  tooManyAddresses: 'You can save up to 20 addresses',
  badPostalCode: 'Please enter a valid postal code',
  badEmailAddress: 'Please enter a valid email address',
  badLandline: 'Please enter a valid landline number (e.g. 0571-88886666)',
  deliveryAddressNotFound: 'Delivery address not found',

  // ---- Orders ----
  orderNotFound: 'Order not found',
  orderShippedCannotCancel: 'This order has shipped and cannot be cancelled. Please request a return',
  orderAlreadyCancelled: 'This order has been cancelled',
  orderOpenAfterSale: 'This order has an open return request and cannot be cancelled',
  orderNotShipped: 'This order has not shipped yet, so receipt cannot be confirmed',
  orderNotDeletable: 'Only cancelled or completed orders can be deleted',

  // ---- After-sale and complaints ----
  orderItemNotFound: 'Order item not found',
  afterSaleNotFound: 'Return request not found',
  afterSaleAlreadyOpen: 'This item already has an open return request',
  afterSaleNotShipped: 'This order has not shipped. Please request a refund only',
  afterSaleShipped: 'This order has shipped. Please request a return and refund, or an exchange',
  afterSaleReasonRequired: 'Please select a reason',
  pickupRequired: 'Please select a pickup address',
  pickupNotFound: 'Pickup address not found',
  afterSaleCannotCancel: 'This return request cannot be cancelled in its current status',
  afterSaleCannotDeliver: 'Return shipping details cannot be entered in the current status',
  afterSaleUnknownType: 'Unknown service type',
  afterSaleTooManyUnits: 'You can request at most {{max}} items',
  afterSaleTypeRequired: 'Please select a service type',
  afterSaleQuantityRequired: 'Please enter a quantity',
  afterSaleQuantityRange: 'Quantity must be a whole number from 1 to 999',
  badImageUrl: 'Invalid image address',
  contactRequired: 'Please enter a contact name',
  contactPhoneRequired: 'Please enter a contact phone',
  courierRequired: 'Please enter the courier',
  trackingNoRequired: 'Please enter the tracking number',
  badTrackingNo: 'Please enter a valid tracking number',
  courierNotOffered: 'Please choose a courier from the list',
  logisticsPageSize: 'Page size must be a whole number from 1 to 200',
  logisticsOpenOnly: 'Only the couriers in service can be listed',
  afterSaleRequired: 'Please select a return request',
  messageContentRequired: 'Please enter a message',
  complaintOrderRequired: 'Please select the order you are complaining about',
  complaintTopicRequired: 'Please enter a subject',
  complaintContentRequired: 'Please enter the details',
  complaintRequired: 'Please select a complaint',
  complaintNotFound: 'Complaint not found',
  complaintClosed: 'This complaint is closed',

  // ---- Goods reviews ----
  reviewItemRequired: 'Choose the item to review',
  reviewStarsRequired: 'Choose a rating',
  reviewStarsRange: 'The rating must be 1 to 5 stars',
  reviewContentRequired: 'Please write your review',
  reviewNotCompleted: 'You can review an item once its order is completed',
  reviewAlreadyWritten: 'You have already reviewed this item',
  reviewForeignImage: 'Choose pictures of this goods only',
  reviewNotFound: 'Review not found',

  // ---- Coupons, red packets, messages, notices ----
  couponNotFound: 'Coupon not found',
  couponNotStarted: 'This coupon cannot be claimed yet',
  couponExpired: 'This coupon has expired',
  couponSoldOut: 'All coupons have been claimed',
  couponAlreadyClaimed: 'You have already claimed this coupon',
  redPacketNotYours: 'You can only open your own red packet',
  redPacketNotFound: 'Red packet campaign not found',
  redPacketNoPermission: 'You are not eligible for this red packet',
  redPacketNotStarted: 'The red packet campaign has not started yet',
  redPacketEnded: 'The red packet campaign has ended',
  messageTypeRequired: 'Please select a message type',
  leaveMessageRequired: 'Please enter your message',
  leaveMessageTooLong: 'Message cannot exceed 300 characters',
  messageNotFound: 'Message not found',
  noticeNotFound: 'This notice does not exist or has been taken down',
  popupNotFound: 'Pop-up not found',
  articleNotFound: 'This article does not exist or has been taken down',

  // ---- Points ----
  badAccountType: 'Invalid account type: the points account is accountType 0',
  pointTypeNotFound: 'Points type not found',
  badDate: 'Invalid date. Please use yyyy-MM-dd',
  dateRangeReversed: 'The start date cannot be later than the end date',

  // ---- Disposable cards ----
  cardGoodsNotInRange: 'This product cannot be redeemed with this card',
  cardNoRange: 'This card has no products to redeem yet',
  cardCartEmpty: 'Your cart has no products to redeem',
  cardOverBalance: 'This order needs {{points}} points, more than the card balance of {{balance}} points',

  // ---- Flexible benefits and family ----
  benefitNotStarted: 'Benefit selection for this period has not started yet',
  benefitClosed: 'Benefit selection for this period has ended',
  benefitAlreadyChosen: 'You have already chosen your benefits for this period',
  benefitDuplicateOption: 'You cannot choose the same benefit twice',
  benefitOptionNotInCase: 'The selected benefit is not part of this plan',
  benefitFamilyRequired: 'Please select the family member who receives the benefit',
  benefitFamilyNotAllowed: 'This benefit is for employees only; no family member is needed',
  benefitChooseCount: 'Please choose exactly {{count}} of the benefits',
  benefitChooseRange: 'Please choose {{min}} to {{max}} benefits',
  planCaseNotFound: 'Benefit plan not found',
  benefitOrderNotFound: 'Benefit order not found',
  benefitGoodsNotFound: 'Benefit product not found',
  benefitOrderAlreadyCancelled: 'This benefit order has been cancelled',
  benefitShippedCannotCancel: 'This benefit has shipped and cannot be cancelled',
  benefitWindowClosed: 'The selection period has ended, so this cannot be cancelled',
  benefitNotShipped: 'This benefit has not shipped yet, so receipt cannot be confirmed',
  benefitAlreadyReceived: 'Receipt of this benefit order has already been confirmed',
  familyNotFound: 'Family member not found',
  tooManyFamily: 'You can add up to 10 family members',
  familyNameRequired: 'Please enter the family member’s name',
  familyNameTooLong: 'Name cannot exceed 20 characters',
  familyNameSpaces: 'Name cannot start or end with a space',
  familyRelationRequired: 'Please select the relationship',
  mobileFill: 'Please enter a mobile number',
  badBirthday: 'Please enter a valid date of birth',
  birthdayInFuture: 'Date of birth cannot be in the future',

  // ---- Shell-card booking ----
  bookingCardRequired: 'Please select the card to book with',
  bookingDateRequired: 'Please select a date',
  bookingSlotRequired: 'Please select a time slot',
  bookingNameRequired: 'Please enter the name for the booking',
  bookingNameRule: 'Name must be 1-20 characters and cannot start or end with a space',
  employeeNumRequired: 'Please enter your employee ID',
  employeeNumRule: 'Employee ID must be 1-20 letters, digits or -',
  shellCardNotFound: 'Card not found',
  bookingNotFound: 'Booking not found',
  bookingBadDate: 'Please select a valid date',
  bookingDateNotOpen: 'This date is not open for booking',
  bookingSlotNotFound: 'This time slot is not available on this date',
  bookingCardNotValid: 'This card is not valid on the selected date',
  bookingAlreadyBooked: 'This card is already booked for that day',
  bookingSlotFull: 'This time slot is fully booked. Please choose another',
  bookingAlreadyCancelled: 'This booking has been cancelled',
  bookingTooLateToCancel: 'Bookings cannot be cancelled on or after the day of service',

  // ---- Store settlement ----
  storeCompanyFirst: 'Please fill in the company information first',
  storeFinanceFirst: 'Please fill in the financial information first',
  storeUnderReview: 'Your application is under review and cannot be changed',
  storeAlreadyOpen: 'Your store is already open',
  storeNameTaken: 'Store name already taken',
  badCreditCode: 'Please enter a valid unified social credit code',
  categoryNotFound: 'Business category not found',
  badCompanyPhone: 'Please enter a valid company phone (e.g. 0571-88886666)',
  badBankAccount: 'Bank account number must be 8-30 digits',
  badBankJointNo: 'Branch routing number must be 12 digits',

  // ---- Page studio (operators) ----
  pageNotFound: 'Page not found',
  pageForbidden: 'You may not work on this page',
  pageStale: 'Someone else changed this page. Reload it before editing',
  pageHasProblems: 'The page has {{count}} problem(s); fix them all before publishing',
  pageEnterpriseNotFound: 'Enterprise not found',
  publicPageShared: 'A public page is shared by every enterprise and cannot name one',
  englishPageMismatch: 'An English version must have the platform, page type and enterprise of its page',
  pageVersionNotFound: 'No such version',

  // ---- Single sign-on and the development identity provider (issue 25 item 2) ----
  ssoNotEnabled: 'This enterprise does not use single sign-on',
  ssoCodeInvalid: 'The single sign-on code is not valid. Please log in again',
  ssoCodeExpired: 'The single sign-on code has expired. Please log in again',
  ssoCodeUsed: 'The single sign-on code has already been used. Please log in again',
  ssoWrongTenant: 'The single sign-on code belongs to another enterprise',
  ssoUnknownUser: 'This enterprise has no such account. Please ask your administrator',
  idpTitle: '{{enterprise}} single sign-on',
  idpIntro: 'Log in with your company account to return to the benefits mall',
  idpDevNotice: 'Development identity provider, for demonstration only',
  idpUsername: 'User name',
  idpPassword: 'Password',
  idpSubmit: 'Log in',
  idpBadRedirect: 'The return address is not valid. Please start again from the benefits mall',
};

/**
 * English says "1 minute", not "1 minutes": the wording of a sentence counting one thing, used when
 * its one placeholder is 1. Chinese has one form.
 */
export const EN_US_COUNTING_ONE: Readonly<Partial<Record<ServerMessageKey, string>>> = {
  loginLocked: 'Too many incorrect passwords. Your account is locked; please try again in 1 minute',
  wrongOldPasswordTries: 'Incorrect current password. 1 attempt left',
  tooBusy: 'Too many requests. Please try again in 1 minute',
  phoneTooManyCodes: 'Too many text messages sent to this number. Please try again in 1 minute',
  smsTooSoon: 'Too many SMS requests. Please try again in 1 second',
  payPasswordLocked: 'Too many incorrect payment passwords. Please try again in 1 minute',
  afterSaleTooManyUnits: 'You can request at most 1 item',
};

/** The server's messages by locale and key; `{{name}}` placeholders. */
export const SERVER_MESSAGES: Readonly<Record<Locale, Readonly<Record<ServerMessageKey, string>>>> = {
  'zh-CN': ZH_CN,
  'en-US': EN_US,
};

const SERVER_MESSAGE_KEYS = Object.keys(ZH_CN) as ServerMessageKey[];

/** The `{{name}}` placeholders of a catalogue sentence, in order. */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface MessagePattern {
  key: ServerMessageKey;
  pattern: RegExp;
  names: string[];
  /** Characters besides the placeholders: the more, the more specific the pattern. */
  literalLength: number;
}

const KEY_BY_CHINESE = new Map<string, ServerMessageKey>(
  SERVER_MESSAGE_KEYS.filter((key) => placeholdersOf(ZH_CN[key]).length === 0).map((key) => [
    ZH_CN[key],
    key,
  ]),
);

// Most specific first, so `请选择{{count}}项福利` wins over `请选择{{label}}`.
const PATTERNS: MessagePattern[] = SERVER_MESSAGE_KEYS.filter((key) => placeholdersOf(ZH_CN[key]).length > 0)
  .map((key) => {
    const template: string = ZH_CN[key];
    const parts = template.split(/\{\{\w+\}\}/);
    return {
      key,
      pattern: new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 'su'),
      names: placeholdersOf(template),
      literalLength: parts.join('').length,
    };
  })
  .sort((a, b) => b.literalLength - a.literalLength);

const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);

/**
 * The key and parameters of a Chinese message the server throws (a sentence of the catalogue, or
 * one of its patterns filled in); undefined for one the catalogue does not hold.
 */
export function findServerMessage(
  message: string,
): { key: ServerMessageKey; params: Record<string, string> } | undefined {
  const key = KEY_BY_CHINESE.get(message);
  if (key) return { key, params: {} };
  for (const { key: patternKey, pattern, names } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    // A field name must be one of the catalogue's, or the pattern matched the wrong sentence.
    if (params.label !== undefined && !KEY_BY_CHINESE.has(params.label)) continue;
    return { key: patternKey, params };
  }
  return undefined;
}

/**
 * A message in `locale`: the catalogue's wording of the Chinese sentence a service threw, its
 * parameters filled in (a field name or a nested sentence of the catalogue translated as well).
 * A message the catalogue does not hold is answered as it is.
 */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale === 'zh-CN') return message;
  const found = findServerMessage(message);
  if (!found) return message;
  const params = Object.fromEntries(
    Object.entries(found.params).map(([name, value]) => [name, localizeMessage(value, locale)]),
  );
  const countingOne = Object.values(params).length === 1 && Object.values(params)[0] === '1';
  const one = locale === 'en-US' && countingOne ? EN_US_COUNTING_ONE[found.key] : undefined;
  return fill(one ?? SERVER_MESSAGES[locale][found.key], params);
}

/** Whether `message` is a sentence of the catalogue or one of its patterns filled in. */
export const isServerMessage = (message: string): boolean => findServerMessage(message) !== undefined;
