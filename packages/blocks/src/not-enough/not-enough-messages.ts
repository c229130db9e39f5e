import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const notEnoughMessages: MessageCatalogue = {
  'zh-CN': {
    'notEnough.label': '积分不足',
    'notEnough.message': '积分不足？积分+现金 组合支付',
    'notEnough.button': '去逛逛',
  },
  'en-US': {
    'notEnough.label': 'Not enough points',
    'notEnough.message': 'Not enough points? Pay the rest in cash',
    'notEnough.button': 'Go shopping',
  },
};
