import { describe, expect, it } from 'vitest';
import { isOpenRoute } from './open-routes.ts';

describe('isOpenRoute', () => {
  it.each([
    '/',
    '/login',
    '/login/acme',
    '/initialLogin',
    '/signUp',
    '/forgetPassword',
    '/resetPassword',
    '/ServiceTerms',
    '/privacyPolicy',
    '/userAgreement',
    '/friendlyTips',
    '/sso/callback',
    '/disposableCard/login',
    '/disposablecard/login/acme',
    '/DISPOSABLECARD/LOGIN',
    '/disposableCard/GoodsList',
    '/disposablecard/pay',
  ])('lets a guest open %s', (path) => {
    expect(isOpenRoute(path)).toBe(true);
  });

  it.each([
    '/custom',
    '/special',
    '/specialOffer',
    '/goodsList',
    '/home/myOrder',
    '/login/a/b',
    '/loginx',
    '/disposableCardX',
  ])('gates %s', (path) => {
    expect(isOpenRoute(path, '?id=page-custom')).toBe(false);
  });

  it('opens any route in preview mode', () => {
    expect(isOpenRoute('/custom', '?id=page-custom&isPreview=1')).toBe(true);
    expect(isOpenRoute('/custom', '?isPreview=0')).toBe(false);
  });

  it('ignores a trailing slash', () => {
    expect(isOpenRoute('/login/')).toBe(true);
  });
});
