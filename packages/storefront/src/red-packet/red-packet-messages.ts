import type { MessageCatalogue } from '@mall/runtime';

/**
 * Strings of the red-packet widget and its game (spec 03 sections 2 and 4), in the `storefront`
 * namespace; they travel with the widget's lazy chunk.
 */
export const redPacketMessages = {
  'zh-CN': {
    'redPacket.tip': '您有一个红包待领取，点击开抢',
    'redPacket.image': '红包',
    'redPacket.loadFailed': '红包活动加载失败，请稍后重试',
    'redPacket.gone': '红包活动已结束',
    'redPacket.countdown': '倒计时 {{seconds}} 秒',
    'redPacket.hint': '点击任意一个落下的红包即可领取',
    'redPacket.grab': '抢红包',
    'redPacket.field': '红包雨',
    'redPacket.receiving': '正在领取红包…',
    'redPacket.congratulations': '恭喜您！',
    'redPacket.hitByPacket': '您被红包砸中了！',
    'redPacket.amount': '{{amount}} {{unit}}',
    'redPacket.viewHint': '已放入您的账户，可在“我的账户”中查看',
    'redPacket.viewAccount': '查看我的账户',
    'redPacket.failed': '领取失败',
    'redPacket.failedRetry': '红包领取失败，请稍后重试',
    'redPacket.close': '关闭',
  },
  'en-US': {
    'redPacket.tip': 'A red packet is waiting for you: click to grab it',
    'redPacket.image': 'Red packet',
    'redPacket.loadFailed': 'The red packet could not be loaded, please retry later',
    'redPacket.gone': 'The red packet activity has ended',
    'redPacket.countdown': '{{seconds}} s left',
    'redPacket.hint': 'Click any falling red packet to receive it',
    'redPacket.grab': 'Grab the red packet',
    'redPacket.field': 'Red packet rain',
    'redPacket.receiving': 'Receiving your red packet…',
    'redPacket.congratulations': 'Congratulations!',
    'redPacket.hitByPacket': 'You were hit by a red packet!',
    'redPacket.amount': '{{amount}} {{unit}}',
    'redPacket.viewHint': 'It is in your account: see it in My account',
    'redPacket.viewAccount': 'View my account',
    'redPacket.failed': 'Not received',
    'redPacket.failedRetry': 'The red packet could not be received, please retry later',
    'redPacket.close': 'Close',
  },
} satisfies MessageCatalogue;
