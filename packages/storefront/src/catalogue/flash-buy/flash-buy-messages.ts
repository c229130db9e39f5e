import type { MessageCatalogue } from '@mall/runtime';

/** Strings of /flashBuyGoodsList, in the `storefront` namespace; they travel with its chunk. */
export const flashBuyMessages = {
  'zh-CN': {
    'flashBuy.title': '限时抢购',
    'flashBuy.noSale': '地址里缺少抢购活动（planId 或 marketId）',
    'flashBuy.loading': '抢购商品加载中…',
    'flashBuy.loadFailed': '抢购活动加载失败，请稍后重试',
    'flashBuy.retry': '重试',
    'flashBuy.empty': '这场抢购暂时没有商品',
    'flashBuy.list': '抢购商品',
    'flashBuy.startsIn': '距开始',
    'flashBuy.endsIn': '距结束',
    'flashBuy.countdown': '{{days}} 天 {{hours}} 时 {{minutes}} 分 {{seconds}} 秒',
    'flashBuy.ended': '活动已结束',
    'flashBuy.period': '{{start}} 至 {{end}}',
    'flashBuy.goBuy': '去抢购',
    'flashBuy.goBuyItem': '去抢购：{{name}}',
  },
  'en-US': {
    'flashBuy.title': 'Flash sale',
    'flashBuy.noSale': 'The address names no flash sale (planId or marketId)',
    'flashBuy.loading': 'Loading the flash sale…',
    'flashBuy.loadFailed': 'The flash sale could not be loaded. Please try again.',
    'flashBuy.retry': 'Retry',
    'flashBuy.empty': 'This flash sale has no goods yet',
    'flashBuy.list': 'Flash sale goods',
    'flashBuy.startsIn': 'Starts in',
    'flashBuy.endsIn': 'Ends in',
    'flashBuy.countdown': '{{days}}d {{hours}}h {{minutes}}m {{seconds}}s',
    'flashBuy.ended': 'Activity ended',
    'flashBuy.period': '{{start}} to {{end}}',
    'flashBuy.goBuy': 'Go buy',
    'flashBuy.goBuyItem': 'Go buy: {{name}}',
  },
} satisfies MessageCatalogue;
