import type { MessageCatalogue } from '@mall/runtime';

/**
 * Strings of the security screens (/home/loginPassword, /home/payPassword) and the password
 * reminder, in the `storefront` namespace; they travel with their chunks. The new login password's
 * fields and their rules are the account forms' (`reset.*`, account-access/NewPasswordFields.tsx).
 * The wording of the pay-password rules is spec 03 sections 5 and 8.
 */
export const securityMessages = {
  'zh-CN': {
    'security.loginPassword.title': '修改登录密码',
    'security.loginPassword.intro': '修改后，其他设备上的登录将失效，本设备保持登录。',
    'security.loginPassword.old': '原密码',
    'security.loginPassword.oldRequired': '请输入原密码',
    'security.loginPassword.submit': '确认修改',
    'security.loginPassword.submitting': '提交中…',
    'security.loginPassword.done': '登录密码修改成功',

    'security.payPassword.title': '支付密码',
    'security.payPassword.setTitle': '设置支付密码',
    'security.payPassword.changeTitle': '修改支付密码',
    'security.payPassword.loading': '正在读取支付密码状态…',
    'security.payPassword.loadFailed': '支付密码状态读取失败',
    'security.payPassword.retry': '重试',
    'security.payPassword.setIntro': '您还没有支付密码。支付密码用于积分支付，为 6-16 位字母或数字。',
    'security.payPassword.verifyBy': '验证方式',
    'security.payPassword.byOld': '使用原支付密码',
    'security.payPassword.byCode': '使用短信验证码',
    'security.payPassword.codeOnly': '为了您的账户安全，修改支付密码需要短信验证。',
    'security.payPassword.sentTo': '验证码将发送至您绑定的手机 {{mobile}}',
    'security.payPassword.old': '原支付密码',
    'security.payPassword.oldRequired': '请输入原支付密码',
    'security.payPassword.smsCodeRequired': '短信验证码不能为空',
    'security.payPassword.new': '新支付密码',
    'security.payPassword.newHint': '6-16 位字母或数字',
    'security.payPassword.newRequired': '请输入新密码',
    'security.payPassword.length': '请输入6-16位字符',
    'security.payPassword.kinds': '支付密码只能包含字母和数字',
    'security.payPassword.confirm': '确认新支付密码',
    'security.payPassword.confirmRequired': '请再次输入新密码',
    'security.payPassword.confirmMismatch': '两次输入的密码不一致',
    'security.payPassword.submit': '确认',
    'security.payPassword.submitting': '提交中…',
    'security.payPassword.done': '支付密码设置成功',
    'security.payPassword.failed': '支付密码修改失败',
    'security.payPassword.triesLeft': '{{message}}，还可尝试 {{count}} 次',
    'security.payPassword.nowLocked': '{{message}}，错误次数已达上限，支付密码已暂时锁定',
    'security.payPassword.smsSent': '短信发送成功',

    'security.reminder.loginTitle': '请修改登录密码',
    'security.reminder.loginIntro': '为了您的账号安全，请先修改初始登录密码，再继续使用商城。',
    'security.reminder.payTitle': '请设置支付密码',
    'security.reminder.payIntro': '为了您的账户安全，请先设置支付密码，再继续使用商城。',
  },
  'en-US': {
    'security.loginPassword.title': 'Change login password',
    'security.loginPassword.intro':
      'After the change, logins on other devices end; this device stays logged in.',
    'security.loginPassword.old': 'Old password',
    'security.loginPassword.oldRequired': 'Please enter the old password',
    'security.loginPassword.submit': 'Change password',
    'security.loginPassword.submitting': 'Submitting…',
    'security.loginPassword.done': 'Login password changed',

    'security.payPassword.title': 'Payment password',
    'security.payPassword.setTitle': 'Set payment password',
    'security.payPassword.changeTitle': 'Change payment password',
    'security.payPassword.loading': 'Reading your payment password…',
    'security.payPassword.loadFailed': 'Could not read your payment password',
    'security.payPassword.retry': 'Retry',
    'security.payPassword.setIntro':
      'You have no payment password yet. It is used to pay with points: 6-16 letters or digits.',
    'security.payPassword.verifyBy': 'Verify with',
    'security.payPassword.byOld': 'The old payment password',
    'security.payPassword.byCode': 'An SMS code',
    'security.payPassword.codeOnly':
      'For your account’s safety, changing the payment password needs an SMS code.',
    'security.payPassword.sentTo': 'The code goes to your mobile {{mobile}}',
    'security.payPassword.old': 'Old payment password',
    'security.payPassword.oldRequired': 'Please enter the old payment password',
    'security.payPassword.smsCodeRequired': 'SMS verification code cannot be empty',
    'security.payPassword.new': 'New payment password',
    'security.payPassword.newHint': '6-16 letters or digits',
    'security.payPassword.newRequired': 'please enter new password',
    'security.payPassword.length': 'please enter 6-16 characters',
    'security.payPassword.kinds': 'Only letters and digits',
    'security.payPassword.confirm': 'Confirm new payment password',
    'security.payPassword.confirmRequired': 'Please enter the new password again',
    'security.payPassword.confirmMismatch': 'confirm password differs',
    'security.payPassword.submit': 'Confirm',
    'security.payPassword.submitting': 'Submitting…',
    'security.payPassword.done': 'Payment password set',
    'security.payPassword.failed': 'Payment password not changed',
    'security.payPassword.triesLeft': '{{message}}. Tries left: {{count}}',
    'security.payPassword.nowLocked': '{{message}}. Too many wrong tries: please try again later',
    'security.payPassword.smsSent': 'SMS sent successfully',

    'security.reminder.loginTitle': 'Please change your login password',
    'security.reminder.loginIntro':
      'For your account’s safety, change the initial login password before you go on.',
    'security.reminder.payTitle': 'Please set a payment password',
    'security.reminder.payIntro': 'For your account’s safety, set a payment password before you go on.',
  },
} satisfies MessageCatalogue;
