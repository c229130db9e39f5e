import { describe, expect, it } from 'vitest';
import { logoutTarget, type LogoutState } from './logout-target.ts';

const member: LogoutState = {
  oneId: 'ent-acme',
  platform: 'HSHSC',
  originalUrl: null,
  loginRouteName: null,
  pageId: 'page-home',
  disposableCardPageId: null,
};

describe('logoutTarget', () => {
  it('sends the two SSO tenants to their single-sign-on login page before anything else', () => {
    expect(logoutTarget({ ...member, oneId: 'ent-sso-a', platform: 'YCXK', originalUrl: '/x' })).toEqual({
      kind: 'sso',
      loginUrl: '/dev/idp/ent-sso-a/authorize',
      oneId: 'ent-sso-a',
      rePath: null,
      query: null,
    });
    expect(logoutTarget({ ...member, oneId: 'ent-sso-b' }).kind).toBe('sso');
  });

  it('keeps the page an SSO member was on when the session expired, to come back to it', () => {
    expect(
      logoutTarget({ ...member, oneId: 'ent-sso-a', rePath: '/goodsList', query: '{"keyword":"茶"}' }),
    ).toEqual(expect.objectContaining({ kind: 'sso', rePath: '/goodsList', query: '{"keyword":"茶"}' }));
  });

  it('sends a YCXK member to the original url, else the card login by route name, else by page id', () => {
    const ycxk = { ...member, platform: 'YCXK' };
    expect(logoutTarget({ ...ycxk, originalUrl: '/custom?id=1', loginRouteName: 'acme' })).toEqual({
      kind: 'internal',
      path: '/custom?id=1',
    });
    expect(logoutTarget({ ...ycxk, loginRouteName: 'acme' })).toEqual({
      kind: 'internal',
      path: '/disposableCard/login/acme',
    });
    expect(logoutTarget({ ...ycxk, disposableCardPageId: 'card-page' })).toEqual({
      kind: 'internal',
      path: '/disposableCard/login?pageId=card-page',
    });
    expect(logoutTarget(ycxk)).toEqual({ kind: 'internal', path: '/disposableCard/login?pageId=page-home' });
  });

  it('prefers a stored original url over the login route name', () => {
    expect(
      logoutTarget({ ...member, originalUrl: 'https://portal.example.com/', loginRouteName: 'acme' }),
    ).toEqual({ kind: 'external', href: 'https://portal.example.com/' });
  });

  it('goes to the enterprise login page when its route name is stored', () => {
    expect(logoutTarget({ ...member, loginRouteName: 'acme' })).toEqual({
      kind: 'internal',
      path: '/login/acme',
    });
  });

  it('falls back to /login with oneId and pageId, plus rePath and query when given', () => {
    expect(logoutTarget(member)).toEqual({
      kind: 'internal',
      path: '/login?oneId=ent-acme&pageId=page-home',
    });
    expect(logoutTarget({ ...member, rePath: '/custom', query: '{"id":"p"}' })).toEqual({
      kind: 'internal',
      path: '/login?oneId=ent-acme&pageId=page-home&rePath=%2Fcustom&query=%7B%22id%22%3A%22p%22%7D',
    });
  });
});
