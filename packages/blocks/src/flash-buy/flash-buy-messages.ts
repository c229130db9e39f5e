import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const flashBuyMessages: MessageCatalogue = {
  'zh-CN': {
    'flashBuy.title': '限时抢购',
    'flashBuy.endsIn': '距结束',
    'flashBuy.sold': '已抢 {{sold}} 件',
    'flashBuy.goBuy': '去抢购',
    'flashBuy.more': '更多抢购',
  },
  'en-US': {
    'flashBuy.title': 'Flash sale',
    'flashBuy.endsIn': 'Ends in',
    'flashBuy.sold': '{{sold}} redeemed',
    'flashBuy.goBuy': 'Go buy',
    'flashBuy.more': 'More deals',
  },
};
