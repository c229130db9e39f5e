import type { MessageCatalogue } from '@mall/runtime';

/** Namespace the blocks' strings live in: `useTranslation(BLOCKS_NAMESPACE)`. */
export const BLOCKS_NAMESPACE = 'blocks';

/**
 * The strings block parts share (namespace `blocks`), in zh-CN and en-US. Each block's own strings live
 * in its folder and join this namespace when the block first renders (`useBlockTranslation`).
 */
export const blockMessages: MessageCatalogue = {
  'zh-CN': {
    'common.more': '更多',
    'common.ok': '确定',
    'common.cancel': '取消',
    'common.prompt': '提示',
    'common.close': '关闭',
    'common.loading': '加载中',
    'goods.points': '积分',
    'goods.price': '价格',
    'goods.marketPrice': '市场价',
    'countdown.days': '天',
    'countdown.hours': '时',
    'countdown.minutes': '分',
    'countdown.seconds': '秒',
    'countdown.remaining': '剩余 {{days}} 天 {{hours}} 小时 {{minutes}} 分 {{seconds}} 秒',
    'countdown.ended': '活动已结束',
  },
  'en-US': {
    'common.more': 'More',
    'common.ok': 'OK',
    'common.cancel': 'Cancel',
    'common.prompt': 'Prompt',
    'common.close': 'Close',
    'common.loading': 'Loading',
    'goods.points': 'points',
    'goods.price': 'Price',
    'goods.marketPrice': 'Market price',
    'countdown.days': 'd',
    'countdown.hours': 'h',
    'countdown.minutes': 'm',
    'countdown.seconds': 's',
    'countdown.remaining': '{{days}} days {{hours}} hours {{minutes}} minutes {{seconds}} seconds left',
    'countdown.ended': 'activity ended',
  },
};
