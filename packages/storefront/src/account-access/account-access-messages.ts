import type { MessageCatalogue } from '@mall/runtime';

/**
 * Strings of the other ways in and of getting back in (part of namespace `storefront`): card login
 * (`card.`), the disposable-card login (`ycxk.`), sign-up by card (`signUp.`), forgotten password
 * and the SMS-code fields every one of these forms shares (`forgot.`), new passwords and the
 * first-login verification (`reset.`), and the terms pages (`terms.`). The validation wording is
 * spec 03 section 5's.
 */
export const accountAccessMessages = {
  'zh-CN': {
    // -------------------------------------------------------------------------------------------
    // Card login (a tab of /login)
    'card.passwordTab': '账号密码登录',
    'card.tab': '福利卡登录',
    'card.cardNo': '卡号',
    'card.cardPassword': '卡密码',
    'card.cardNoRequired': '请输入卡号',
    'card.cardNoInvalid': '卡号格式不正确',
    'card.cardPasswordRequired': '请输入卡密码',
    'card.submit': '登录',
    'card.submitting': '登录中…',
    'card.failed': '登录失败，请稍后重试',
    'card.forgotPassword': '忘记密码',
    'card.signUp': '绑卡注册',
    'card.disposableLogin': '一次性卡登录',
    'card.moreWays': '其他方式',

    // -------------------------------------------------------------------------------------------
    // Disposable-card (YCXK) login
    'ycxk.title': '一次性卡登录',
    'ycxk.enterpriseTitle': '{{name}} 一次性卡登录',
    'ycxk.logoAlt': '{{name}}标志',
    'ycxk.intro': '请输入领卡时登记的手机号，验证后选择要使用的卡。',
    'ycxk.pageNotFound': '未找到该企业的一次性卡登录页，将显示您手机号下的全部卡片。',
    'ycxk.findCards': '查询卡片',
    'ycxk.finding': '查询中…',
    'ycxk.chooseCard': '请选择要登录的卡',
    'ycxk.noCards': '该手机号下没有可用的卡',
    'ycxk.cardNo': '卡号 {{cardNo}}',
    'ycxk.point': '余额 {{point}} 积分',
    'ycxk.validUntil': '有效期至 {{date}}',
    'ycxk.noExpiry': '长期有效',
    'ycxk.status.USED': '已使用',
    'ycxk.status.FROZEN': '已冻结',
    'ycxk.status.EXPIRED': '已过期',
    'ycxk.cardRequired': '请选择一张卡',
    'ycxk.submit': '登录',
    'ycxk.submitting': '登录中…',
    'ycxk.changePhone': '更换手机号',

    // -------------------------------------------------------------------------------------------
    // Sign-up by binding a welfare card
    'signUp.title': '绑卡注册',
    'signUp.intro': '使用企业发放的福利卡注册会员账号，注册后即可登录商城。',
    'signUp.cardSection': '福利卡信息',
    'signUp.accountSection': '账号信息',
    'signUp.mobileSection': '手机验证',
    'signUp.username': '用户名',
    'signUp.usernameRequired': '请输入用户名',
    'signUp.usernameInvalid': '用户名须为4-32位数字、字母、中文或 - _ . @',
    'signUp.nickName': '昵称（选填）',
    'signUp.nickNameTooLong': '昵称最多10个字符',
    'signUp.password': '登录密码',
    'signUp.confirmPassword': '确认密码',
    'signUp.agree': '我已阅读并同意',
    'signUp.and': '和',
    'signUp.userAgreement': '《用户协议》',
    'signUp.privacyPolicy': '《隐私政策》',
    'signUp.agreeRequired': '请阅读并同意用户协议和隐私政策',
    'signUp.submit': '注册并登录',
    'signUp.submitting': '注册中…',
    'signUp.done': '注册成功，欢迎加入！',
    'signUp.haveAccount': '已有账号？去登录',

    // -------------------------------------------------------------------------------------------
    // Forgotten password, and the image-code, mobile and SMS-code fields all these forms share
    'forgot.title': '找回密码',
    'forgot.stepAccount': '确认账号',
    'forgot.stepVerify': '验证身份',
    'forgot.stepReset': '设置新密码',
    'forgot.steps': '找回密码步骤',
    'forgot.username': '用户名',
    'forgot.usernameRequired': '请输入用户名',
    'forgot.next': '下一步',
    'forgot.checking': '验证中…',
    'forgot.sentTo': '验证码将发送至您绑定的手机 {{mobile}}',
    'forgot.otherAccount': '更换账号',
    'forgot.backToLogin': '返回登录',
    'forgot.imageCode': '图形验证码',
    'forgot.imageCodeRequired': '请输入图形验证码',
    'forgot.imageCodeAlt': '图形验证码，点击换一张',
    'forgot.refreshImageCode': '换一张图形验证码',
    'forgot.mobile': '手机号',
    'forgot.mobileRequired': '请输入手机号',
    'forgot.mobileInvalid': '请输入正确的手机号',
    'forgot.mobileEmpty': '手机号不能为空',
    'forgot.smsCode': '短信验证码',
    'forgot.smsCodeRequired': '短信验证码不能为空',
    'forgot.sendCode': '获取验证码',
    'forgot.sending': '发送中…',
    'forgot.resendIn': '{{seconds}}秒后重新获取',
    'forgot.smsSent': '短信发送成功',

    // -------------------------------------------------------------------------------------------
    // New password (reset, sign-up, first login)
    'reset.title': '重置密码',
    'reset.forUser': '账号：{{username}}',
    'reset.newPassword': '新密码',
    'reset.confirmPassword': '确认新密码',
    'reset.passwordHint': '8-16位，至少包含大写字母、小写字母、数字、特殊字符中的三种',
    'reset.passwordRequired': '请输入新密码',
    'reset.passwordLength': '请输入8-16位的密码',
    'reset.passwordKinds': '密码须至少包含大写字母、小写字母、数字、特殊字符中的三种',
    'reset.confirmRequired': '请再次输入新密码',
    'reset.confirmMismatch': '两次输入的密码不一致，请重新输入',
    'reset.submit': '确认修改',
    'reset.submitting': '提交中…',
    'reset.done': '密码已重置，请使用新密码登录',
    'reset.notVerified': '请先验证身份',
    'reset.notVerifiedText': '重置密码前需要先通过短信验证。',
    'reset.goVerify': '去验证',
    'reset.initialTitle': '首次登录验证',
    'reset.initialIntro': '为了您的账号安全，首次登录需验证绑定的手机并设置新的登录密码。',
    'reset.initialNotLoggedIn': '请先登录',
    'reset.initialNotLoggedInText': '首次登录验证需要先登录您的账号。',
    'reset.initialGoLogin': '去登录',
    'reset.initialNotNeeded': '您的账号无需首次登录验证',
    'reset.initialGoHome': '返回首页',
    'reset.initialNoMobile': '您的账号未绑定手机号，请联系管理员',
    'reset.initialDone': '新密码已设置，请使用新密码重新登录',

    // -------------------------------------------------------------------------------------------
    // Terms pages
    'terms.nav': '相关条款',
    'terms.updated': '更新日期：{{date}}',

    'terms.service.title': '服务条款',
    'terms.service.1.title': '一、服务说明',
    'terms.service.1.body':
      '好生活福利商城（以下简称“本商城”）是为合作企业员工提供福利积分兑换、商品选购与售后服务的线上平台。本商城的服务对象为合作企业的在职员工及其授权使用者。\n您登录或使用本商城，即表示您已阅读并同意本条款。如您不同意本条款的任何内容，请停止使用本商城。',
    'terms.service.2.title': '二、账号与登录',
    'terms.service.2.body':
      '您可以使用企业分配的账号密码、企业发放的福利卡或一次性卡登录本商城。账号、卡号、密码及短信验证码仅限本人使用，请妥善保管。\n因您主动泄露或保管不善造成的损失由您自行承担；如发现账号被他人使用，请立即修改密码并联系客服。',
    'terms.service.3.title': '三、积分与支付',
    'terms.service.3.body':
      '福利积分由您所在的企业发放，其额度、有效期与使用范围以企业的福利政策为准。积分不能兑换现金、不能转让。\n订单可使用积分、优惠券或现金支付；积分不足时，差额部分可按页面提示以其他方式支付。',
    'terms.service.4.title': '四、订单、配送与售后',
    'terms.service.4.body':
      '商品由本商城或页面标明的供应商发货，配送时间以订单页面显示为准。请在签收时当面检查商品外观与数量。\n商品的退换货规则以商品详情页与售后规则为准。退款将原路退回，积分退回至原积分账户。',
    'terms.service.5.title': '五、使用规范',
    'terms.service.5.body':
      '您不得利用本商城从事违法活动，不得以非正常方式批量下单、倒卖福利商品或干扰本商城的正常运行。对违反本条款的账号，本商城有权限制其使用。',
    'terms.service.6.title': '六、条款的变更与联系我们',
    'terms.service.6.body':
      '本商城可能根据业务调整修订本条款，修订后的条款将在本页面公布并自公布之日起生效。\n如有疑问，请联系客服：工作日周一至周五 9:00-17:00；周末及节假日的问题请通过服务邮箱留言，我们将在工作日内回复。',

    'terms.privacy.title': '隐私政策',
    'terms.privacy.1.title': '一、我们收集的信息',
    'terms.privacy.1.body':
      '为向您提供服务，我们会收集：您的企业为您开通账号时提供的姓名、工号与所属企业；您绑定的手机号与邮箱；您填写的收货地址；以及您的订单、积分与浏览记录。\n为保障账号安全，我们还会记录登录时间与设备标识。',
    'terms.privacy.2.title': '二、我们如何使用信息',
    'terms.privacy.2.body':
      '我们使用这些信息来完成登录验证、发送短信验证码、处理订单与配送、提供售后服务，以及在您同意的范围内改进商城的商品与服务。',
    'terms.privacy.3.title': '三、信息的共享',
    'terms.privacy.3.body':
      '为完成配送，我们会把收货人、电话与地址提供给承担发货的供应商及物流公司。您的积分使用情况会按福利管理需要提供给您所在的企业。\n除此之外，未经您的同意，我们不会向任何第三方提供您的个人信息，法律法规另有规定的除外。',
    'terms.privacy.4.title': '四、信息的存储与保护',
    'terms.privacy.4.body':
      '您的信息存储在中华人民共和国境内。密码以不可逆的方式加密保存，传输过程全程加密。我们仅在提供服务所需的期限内保存您的信息。',
    'terms.privacy.5.title': '五、您的权利',
    'terms.privacy.5.body':
      '您可以在“我的账户”中查看和更正您的个人信息，修改登录密码与支付密码。如需注销账号或对个人信息的处理有疑问，请联系客服，我们将在十五个工作日内答复。',

    'terms.userAgreement.title': '用户协议',
    'terms.userAgreement.1.title': '一、协议的接受',
    'terms.userAgreement.1.body':
      '本协议是您与好生活福利商城之间关于注册、登录和使用本商城的约定。您在注册页面勾选同意或登录使用本商城，即视为接受本协议的全部内容。',
    'terms.userAgreement.2.title': '二、注册与绑卡',
    'terms.userAgreement.2.body':
      '您可以使用企业发放且尚未绑定的福利卡注册账号。注册时需填写卡号与卡密码、设置用户名与登录密码，并验证您的手机号。一张福利卡只能绑定一个账号，绑定后不能解绑。\n注册后您的账号归属于发卡的企业，享受该企业提供的福利。',
    'terms.userAgreement.3.title': '三、账号安全',
    'terms.userAgreement.3.body':
      '登录密码须为8-16位，并至少包含大写字母、小写字母、数字、特殊字符中的三种。请不要把密码设置为与其他网站相同。\n忘记密码时，可通过“找回密码”使用绑定手机接收的验证码重新设置；重置后，已登录的设备需要重新登录。',
    'terms.userAgreement.4.title': '四、福利积分',
    'terms.userAgreement.4.body':
      '账号中的积分由企业发放，仅可在本商城内使用。积分过期、企业调整福利政策或您离职时，积分的处理以企业的规定为准。',
    'terms.userAgreement.5.title': '五、协议的终止',
    'terms.userAgreement.5.body':
      '您可以随时停止使用本商城。您违反本协议或企业终止与本商城的合作时，本商城可以暂停或终止您的账号，并提前通知您处理未完成的订单。',

    'terms.friendlyTips.title': '温馨提示',
    'terms.friendlyTips.1.title': '保护好您的验证码',
    'terms.friendlyTips.1.body':
      '短信验证码是您本人操作的凭证，有效期5分钟，使用一次后即失效。任何人向您索要验证码都可能是诈骗，请不要告诉他人。',
    'terms.friendlyTips.2.title': '谨防诈骗',
    'terms.friendlyTips.2.body':
      '本商城客服不会以任何理由要求您提供登录密码、支付密码或验证码，也不会要求您向个人账户转账。如遇可疑电话或短信，请直接联系官方客服核实。',
    'terms.friendlyTips.3.title': '积分有效期',
    'terms.friendlyTips.3.body':
      '福利积分有使用期限，请在“我的账户”中查看各类积分的有效期，并在到期前使用。一次性卡的余额只能在有效期内使用。',
    'terms.friendlyTips.4.title': '收货与售后',
    'terms.friendlyTips.4.body':
      '签收前请检查包装是否完好；如发现破损或少件，请当场拒收或拍照留证，并在“我的订单”中申请售后。',
    'terms.friendlyTips.5.title': '客服时间',
    'terms.friendlyTips.5.body':
      '客服热线工作时间为周一至周五 9:00-17:00。周末及节假日的问题请通过服务邮箱留言，我们会在工作日内回复您。',
  },
  'en-US': {
    'card.passwordTab': 'Password login',
    'card.tab': 'Welfare card login',
    'card.cardNo': 'Card number',
    'card.cardPassword': 'Card password',
    'card.cardNoRequired': 'Please enter the card number',
    'card.cardNoInvalid': 'The card number is not valid',
    'card.cardPasswordRequired': 'Please enter the card password',
    'card.submit': 'Log in',
    'card.submitting': 'Logging in…',
    'card.failed': 'Login failed, please retry later',
    'card.forgotPassword': 'Forgot password',
    'card.signUp': 'Sign up with a card',
    'card.disposableLogin': 'Disposable card login',
    'card.moreWays': 'Other ways',

    'ycxk.title': 'Disposable card login',
    'ycxk.enterpriseTitle': '{{name}} disposable card login',
    'ycxk.logoAlt': '{{name}} logo',
    'ycxk.intro': 'Enter the mobile number the cards were issued to, verify it, then choose a card.',
    'ycxk.pageNotFound':
      'No disposable-card login page was found for this enterprise; all cards of your number are shown.',
    'ycxk.findCards': 'Find my cards',
    'ycxk.finding': 'Looking…',
    'ycxk.chooseCard': 'Choose the card to log in with',
    'ycxk.noCards': 'There are no cards for this mobile number',
    'ycxk.cardNo': 'Card {{cardNo}}',
    'ycxk.point': '{{point}} points left',
    'ycxk.validUntil': 'Valid until {{date}}',
    'ycxk.noExpiry': 'Never expires',
    'ycxk.status.USED': 'Used',
    'ycxk.status.FROZEN': 'Frozen',
    'ycxk.status.EXPIRED': 'Expired',
    'ycxk.cardRequired': 'Please choose a card',
    'ycxk.submit': 'Log in',
    'ycxk.submitting': 'Logging in…',
    'ycxk.changePhone': 'Use another number',

    'signUp.title': 'Sign up with a welfare card',
    'signUp.intro':
      'Use the welfare card your company gave you to open a member account, then log in to the mall.',
    'signUp.cardSection': 'Welfare card',
    'signUp.accountSection': 'Account',
    'signUp.mobileSection': 'Mobile verification',
    'signUp.username': 'User name',
    'signUp.usernameRequired': 'Please enter a user name',
    'signUp.usernameInvalid': 'A user name is 4 to 32 digits, letters, Chinese characters or - _ . @',
    'signUp.nickName': 'Nickname (optional)',
    'signUp.nickNameTooLong': 'A nickname has at most 10 characters',
    'signUp.password': 'Password',
    'signUp.confirmPassword': 'Confirm password',
    'signUp.agree': 'I have read and agree to the',
    'signUp.and': 'and the',
    'signUp.userAgreement': 'User Agreement',
    'signUp.privacyPolicy': 'Privacy Policy',
    'signUp.agreeRequired': 'Please read and agree to the User Agreement and the Privacy Policy',
    'signUp.submit': 'Sign up and log in',
    'signUp.submitting': 'Signing up…',
    'signUp.done': 'Welcome! Your account is ready.',
    'signUp.haveAccount': 'Already have an account? Log in',

    'forgot.title': 'Forgot password',
    'forgot.stepAccount': 'Account',
    'forgot.stepVerify': 'Verify',
    'forgot.stepReset': 'New password',
    'forgot.steps': 'Steps to recover your password',
    'forgot.username': 'User name',
    'forgot.usernameRequired': 'Please enter your user name',
    'forgot.next': 'Next',
    'forgot.checking': 'Checking…',
    'forgot.sentTo': 'The code will be sent to your mobile {{mobile}}',
    'forgot.otherAccount': 'Use another account',
    'forgot.backToLogin': 'Back to login',
    'forgot.imageCode': 'Graphic code',
    'forgot.imageCodeRequired': 'please enter graphic code',
    'forgot.imageCodeAlt': 'Graphic code, click for a new one',
    'forgot.refreshImageCode': 'Get a new graphic code',
    'forgot.mobile': 'Mobile number',
    'forgot.mobileRequired': 'please enter mobile number',
    'forgot.mobileInvalid': 'please enter correct mobile',
    'forgot.mobileEmpty': 'Mobile number cannot be empty',
    'forgot.smsCode': 'SMS code',
    'forgot.smsCodeRequired': 'SMS verification code cannot be empty',
    'forgot.sendCode': 'Get code',
    'forgot.sending': 'Sending…',
    'forgot.resendIn': 'Resend in {{seconds}} s',
    'forgot.smsSent': 'SMS sent successfully',

    'reset.title': 'Reset password',
    'reset.forUser': 'Account: {{username}}',
    'reset.newPassword': 'New password',
    'reset.confirmPassword': 'Confirm new password',
    'reset.passwordHint':
      '8 to 16 characters, using at least three of: upper case, lower case, digits, symbols',
    'reset.passwordRequired': 'please enter new password',
    'reset.passwordLength': 'Please enter a password between 8-16 characters',
    'reset.passwordKinds': 'Password must use at least three of: upper case, lower case, digits, symbols',
    'reset.confirmRequired': 'Please enter the new password again',
    'reset.confirmMismatch':
      'The confirmed password you entered does not match the password. Please re-enter',
    'reset.submit': 'Confirm',
    'reset.submitting': 'Saving…',
    'reset.done': 'Your password has been reset. Please log in with the new password.',
    'reset.notVerified': 'Please verify your identity first',
    'reset.notVerifiedText': 'A new password needs a text-message check first.',
    'reset.goVerify': 'Verify now',
    'reset.initialTitle': 'First-login verification',
    'reset.initialIntro':
      'For the safety of your account, verify your mobile and set a new login password on your first login.',
    'reset.initialNotLoggedIn': 'Please log in first',
    'reset.initialNotLoggedInText': 'First-login verification needs you to be logged in.',
    'reset.initialGoLogin': 'Log in',
    'reset.initialNotNeeded': 'Your account needs no first-login verification',
    'reset.initialGoHome': 'Back to home',
    'reset.initialNoMobile': 'Your account has no mobile number; please contact your administrator',
    'reset.initialDone': 'Your new password is set. Please log in again with it.',

    'terms.nav': 'Related terms',
    'terms.updated': 'Last updated: {{date}}',

    'terms.service.title': 'Terms of Service',
    'terms.service.1.title': '1. The service',
    'terms.service.1.body':
      'The Good Life Benefits Mall (the "Mall") is an online platform where employees of our client companies redeem welfare points, buy goods and get after-sales service. It serves the employees of client companies and the people they authorise.\nBy logging in to or using the Mall you confirm that you have read and accept these terms. If you do not accept any part of them, please stop using the Mall.',
    'terms.service.2.title': '2. Accounts and login',
    'terms.service.2.body':
      'You may log in with the account your company gave you, with a welfare card or with a disposable card. Account names, card numbers, passwords and SMS codes are for your own use only; keep them safe.\nLosses caused by sharing them or by careless keeping are your own. If someone else has used your account, change your password at once and contact customer service.',
    'terms.service.3.title': '3. Points and payment',
    'terms.service.3.body':
      'Welfare points are issued by your company; their amount, validity and scope follow its welfare policy. Points cannot be exchanged for cash or transferred.\nOrders may be paid with points, coupons or cash; when points do not cover an order, the difference can be paid as the page offers.',
    'terms.service.4.title': '4. Orders, delivery and after-sales',
    'terms.service.4.body':
      'Goods are shipped by the Mall or by the supplier named on the page; delivery times are those shown on the order. Please check the goods and their number when you sign for them.\nReturns and exchanges follow the goods page and the after-sales rules. Refunds go back the way you paid, and points return to the account they came from.',
    'terms.service.5.title': '5. Fair use',
    'terms.service.5.body':
      'You may not use the Mall for anything unlawful, place orders in bulk by automated or other abnormal means, resell welfare goods, or disturb the running of the Mall. The Mall may restrict accounts that break these terms.',
    'terms.service.6.title': '6. Changes and contact',
    'terms.service.6.body':
      'The Mall may revise these terms as its business changes; the revised terms are published on this page and apply from the day they are published.\nQuestions? Customer service answers Monday to Friday 9:00-17:00; questions at weekends or on holidays can be left by e-mail and are answered on working days.',

    'terms.privacy.title': 'Privacy Policy',
    'terms.privacy.1.title': '1. What we collect',
    'terms.privacy.1.body':
      'To serve you we collect: your name, employee number and company as your company provides them when it opens your account; the mobile number and e-mail address you bind; the delivery addresses you enter; and your orders, points and browsing history.\nTo keep your account safe we also record when you log in and a device identifier.',
    'terms.privacy.2.title': '2. How we use it',
    'terms.privacy.2.body':
      'We use this information to check your logins, send SMS codes, process and deliver orders, provide after-sales service and, as far as you agree, to improve the goods and services of the Mall.',
    'terms.privacy.3.title': '3. Who we share it with',
    'terms.privacy.3.body':
      'To deliver your orders we give the recipient, phone number and address to the supplier and the courier that ship them. Your use of welfare points is reported to your company as its welfare administration needs.\nBeyond that we give your personal information to no third party without your consent, unless the law requires it.',
    'terms.privacy.4.title': '4. Storage and protection',
    'terms.privacy.4.body':
      "Your information is stored within the People's Republic of China. Passwords are stored with irreversible hashing and every transfer is encrypted. We keep your information only as long as the service needs it.",
    'terms.privacy.5.title': '5. Your rights',
    'terms.privacy.5.body':
      'You can view and correct your personal information in My account and change your login and payment passwords there. To close your account, or with any question about how your information is handled, contact customer service; we answer within fifteen working days.',

    'terms.userAgreement.title': 'User Agreement',
    'terms.userAgreement.1.title': '1. Accepting this agreement',
    'terms.userAgreement.1.body':
      'This agreement sets out how you sign up for, log in to and use the Good Life Benefits Mall. Ticking the consent box when signing up, or logging in and using the Mall, means you accept all of it.',
    'terms.userAgreement.2.title': '2. Signing up with a card',
    'terms.userAgreement.2.body':
      'You can sign up with a welfare card your company issued that no one has bound yet. You enter the card number and card password, choose a user name and a login password, and verify your mobile number. A card binds one account only, and a bound card cannot be unbound.\nYour account then belongs to the company that issued the card, with the benefits it provides.',
    'terms.userAgreement.3.title': '3. Keeping your account safe',
    'terms.userAgreement.3.body':
      'A login password has 8 to 16 characters and uses at least three of: upper case letters, lower case letters, digits and symbols. Do not reuse a password from another site.\nIf you forget your password, Forgot password lets you set a new one with a code sent to your bound mobile; after a reset, every device that was logged in must log in again.',
    'terms.userAgreement.4.title': '4. Welfare points',
    'terms.userAgreement.4.body':
      "The points in your account are issued by your company and can only be spent in the Mall. When points expire, when your company changes its welfare policy or when you leave it, your company's rules decide what happens to them.",
    'terms.userAgreement.5.title': '5. Ending the agreement',
    'terms.userAgreement.5.body':
      'You may stop using the Mall at any time. If you break this agreement, or your company ends its contract with the Mall, the Mall may suspend or close your account, telling you in advance so that open orders can be settled.',

    'terms.friendlyTips.title': 'Friendly Tips',
    'terms.friendlyTips.1.title': 'Keep your codes to yourself',
    'terms.friendlyTips.1.body':
      'An SMS code proves that it is you. It is valid for 5 minutes and works only once. Anyone who asks you for a code may be a fraudster: never pass it on.',
    'terms.friendlyTips.2.title': 'Beware of fraud',
    'terms.friendlyTips.2.body':
      'Our customer service will never ask for your login password, payment password or a code, and will never ask you to transfer money to a personal account. If a call or message seems suspicious, check with the official customer service directly.',
    'terms.friendlyTips.3.title': 'Points expire',
    'terms.friendlyTips.3.body':
      'Welfare points can only be used for a limited time. See the expiry of each kind of point in My account and spend them before then. The balance of a disposable card can only be used while the card is valid.',
    'terms.friendlyTips.4.title': 'Receiving goods and after-sales',
    'terms.friendlyTips.4.body':
      'Check that the parcel is intact before signing for it. If something is damaged or missing, refuse it on the spot or take photos, then apply for after-sales service in My orders.',
    'terms.friendlyTips.5.title': 'Customer service hours',
    'terms.friendlyTips.5.body':
      'The customer service hotline answers Monday to Friday 9:00-17:00. Questions at weekends or on holidays can be left by e-mail; we answer them on working days.',
  },
} satisfies MessageCatalogue;
