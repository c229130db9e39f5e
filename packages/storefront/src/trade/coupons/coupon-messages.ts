import type { MessageCatalogue } from '@mall/runtime';

/**
 * Strings of /home/Coupons, in the `storefront` namespace; they travel with the route's chunk. A
 * coupon's value, threshold, scope and the "claimed" dialog use the coupons drawer's strings
 * (`drawer.coupons.*`, i18n/toolbar-messages.ts).
 */
export const couponMessages = {
  'zh-CN': {
    'myCoupons.title': '我的优惠券',
    'myCoupons.tabs': '优惠券类型',
    'myCoupons.tab.NEW': '未使用',
    'myCoupons.tab.USED': '已使用',
    'myCoupons.tab.EXPIRE': '已过期',
    'myCoupons.tab.CENTER': '领券中心',
    'myCoupons.list': '优惠券列表',
    'myCoupons.pagination': '优惠券分页',
    'myCoupons.empty.NEW': '暂无未使用的优惠券',
    'myCoupons.empty.USED': '暂无已使用的优惠券',
    'myCoupons.empty.EXPIRE': '暂无已过期的优惠券',
    'myCoupons.emptyHint': '去领券中心看看吧',
    'myCoupons.validity': '有效期：{{start}} 至 {{end}}',
    'myCoupons.store': '{{store}} · {{scope}}',
    'myCoupons.useItem': '立即使用：{{name}}',
    'myCoupons.usedAt': '使用时间：{{time}}',
    'myCoupons.usedOrder': '使用订单：{{sn}}',
    'myCoupons.state.USED': '已使用',
    'myCoupons.state.EXPIRE': '已过期',
  },
  'en-US': {
    'myCoupons.title': 'My coupons',
    'myCoupons.tabs': 'Coupon types',
    'myCoupons.tab.NEW': 'Unused',
    'myCoupons.tab.USED': 'Used',
    'myCoupons.tab.EXPIRE': 'Expired',
    'myCoupons.tab.CENTER': 'Coupon center',
    'myCoupons.list': 'Coupons',
    'myCoupons.pagination': 'Coupon pages',
    'myCoupons.empty.NEW': 'No unused coupons',
    'myCoupons.empty.USED': 'No used coupons',
    'myCoupons.empty.EXPIRE': 'No expired coupons',
    'myCoupons.emptyHint': 'Have a look in the coupon center',
    'myCoupons.validity': 'Valid {{start}} to {{end}}',
    'myCoupons.store': '{{store}} · {{scope}}',
    'myCoupons.useItem': 'Use now: {{name}}',
    'myCoupons.usedAt': 'Used {{time}}',
    'myCoupons.usedOrder': 'Order {{sn}}',
    'myCoupons.state.USED': 'Used',
    'myCoupons.state.EXPIRE': 'Expired',
  },
} satisfies MessageCatalogue;
