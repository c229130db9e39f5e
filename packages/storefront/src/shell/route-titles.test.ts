import { describe, expect, it } from 'vitest';
import { documentTitle, routeTitleKey } from './route-titles.ts';

describe('routeTitleKey', () => {
  it('titles the routes of the table that carry a title, whatever the case of the path', () => {
    expect(routeTitleKey('/cart')).toBe('routeTitle.cart');
    expect(routeTitleKey('/shoppingCart')).toBe('routeTitle.cart');
    expect(routeTitleKey('/PointMall')).toBe('routeTitle.pointMall');
    expect(routeTitleKey('/home/OrderDetail')).toBe('routeTitle.orderDetail');
    expect(routeTitleKey('/notice/detail/')).toBe('routeTitle.noticeDetail');
  });

  it("titles an enterprise's own login page and the disposable-card login as a login", () => {
    expect(routeTitleKey('/login/acme')).toBe('routeTitle.login');
    expect(routeTitleKey('/disposableCard/login/blue')).toBe('routeTitle.login');
  });

  it('leaves the routes without a title to the site name', () => {
    expect(routeTitleKey('/')).toBeNull();
    expect(routeTitleKey('/home/myAccount')).toBeNull();
  });
});

describe('documentTitle', () => {
  it("puts the route's title before the site name, or shows the name alone", () => {
    expect(documentTitle('购物车', '好生活福利商城')).toBe('购物车 - 好生活福利商城');
    expect(documentTitle(null, '好生活福利商城')).toBe('好生活福利商城');
  });
});
