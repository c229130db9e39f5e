import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const carousel2Messages: MessageCatalogue = {
  'zh-CN': {
    'carousel2.label': '首页轮播',
    'carousel2.memberPanel': '会员信息',
    'carousel2.greeting': '您好，{{name}}',
    'carousel2.memberFallback': '会员',
    'carousel2.editNickName': '修改昵称',
    'carousel2.welcome': '欢迎来到福利商城',
    'carousel2.myAccount': '我的账户',
    'carousel2.myOrders': '我的订单',
    'carousel2.guestGreeting': '您好，欢迎光临',
    'carousel2.guestHint': '登录后查看积分与订单',
    'carousel2.logIn': '登录',
  },
  'en-US': {
    'carousel2.label': 'Home carousel',
    'carousel2.memberPanel': 'Member',
    'carousel2.greeting': 'Hi, {{name}}',
    'carousel2.memberFallback': 'member',
    'carousel2.editNickName': 'Change nickname',
    'carousel2.welcome': 'Welcome to the benefits mall',
    'carousel2.myAccount': 'My account',
    'carousel2.myOrders': 'My orders',
    'carousel2.guestGreeting': 'Hi, welcome',
    'carousel2.guestHint': 'Log in to see your points and orders',
    'carousel2.logIn': 'Log in',
  },
};
