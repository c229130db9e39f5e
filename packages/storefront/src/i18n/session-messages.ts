import type { MessageCatalogue } from '@mall/runtime';

/**
 * Strings of login, the login gate, logout and the single-sign-on callback (part of namespace
 * `storefront`), keys prefixed `auth.`, `gate.`, `logout.` and `sso.`.
 */
export const sessionMessages = {
  'zh-CN': {
    'auth.title': '会员登录',
    'auth.enterpriseTitle': '{{name}} 会员登录',
    'auth.logoAlt': '{{name}}标志',
    'auth.username': '用户名',
    'auth.password': '密码',
    'auth.code': '验证码',
    'auth.codeImageAlt': '图形验证码，点击换一张',
    'auth.refreshCode': '换一张验证码',
    'auth.submit': '登录',
    'auth.submitting': '登录中…',
    'auth.required': '请填写{{field}}',
    'auth.failed': '登录失败，请稍后重试',
    'auth.pageNotFound': '未找到该企业的登录页，请使用通用登录。',

    'gate.title': '请登录',
    'gate.text': '访问该页面需要先登录，是否前往登录？',
    'gate.logInFirst': '请先登录',
    'gate.ok': '去登录',
    'gate.cancel': '返回首页',

    'logout.fixedAccount': '该账号为固定账号，不能退出登录',

    'sso.signingIn': '正在登录，请稍候…',
    'sso.failedTitle': '单点登录未完成',
    'sso.noCode': '没有收到登录凭证，请重新登录。',
    'sso.badState': '该登录链接已失效，请重新登录。',
    'sso.retry': '重新登录',
  },
  'en-US': {
    'auth.title': 'Member login',
    'auth.enterpriseTitle': '{{name}} member login',
    'auth.logoAlt': '{{name}} logo',
    'auth.username': 'User name',
    'auth.password': 'Password',
    'auth.code': 'Verification code',
    'auth.codeImageAlt': 'Picture verification code, click for a new one',
    'auth.refreshCode': 'Get a new verification code',
    'auth.submit': 'Log in',
    'auth.submitting': 'Logging in…',
    'auth.required': 'Please enter the {{field}}',
    'auth.failed': 'Login failed, please retry later',
    'auth.pageNotFound': 'No login page was found for this enterprise; please use the general login.',

    'gate.title': 'Please log in',
    'gate.text': 'You need to log in to open this page. Go to login?',
    'gate.logInFirst': 'Please log in first',
    'gate.ok': 'Log in',
    'gate.cancel': 'Back to home',

    'logout.fixedAccount': 'This is a fixed account and cannot log out',

    'sso.signingIn': 'Logging you in…',
    'sso.failedTitle': 'Single sign-on did not complete',
    'sso.noCode': 'No login code came back. Please log in again.',
    'sso.badState': 'This login link is no longer valid. Please log in again.',
    'sso.retry': 'Log in again',
  },
} satisfies MessageCatalogue;
