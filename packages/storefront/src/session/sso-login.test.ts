import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeAtom } from '../state/locale.ts';
import { appStore } from '../state/store.ts';
import { leavingHref, SSO_CALLBACK_PATH, ssoLoginHref, takeSsoPending } from './sso-login.ts';

// The authorization request of single sign-on (spec 01 section 4 priority 1): the page the member
// is sent to, and the login under way the callback takes back once.

beforeEach(() => {
  // The cookie is scoped to the callback's path, where the browser reads it back.
  window.history.replaceState(null, '', SSO_CALLBACK_PATH);
});

afterEach(() => {
  takeSsoPending(null);
  window.history.replaceState(null, '', '/');
  appStore.set(localeAtom, 'zh-CN');
});

const pending = { oneId: 'ent-sso-a', rePath: '/goodsList', query: '{"keyword":"茶"}' };

describe('ssoLoginHref', () => {
  it('asks the identity provider of this site for a code sent back to the callback, in the language given', () => {
    const href = ssoLoginHref('/dev/idp/ent-sso-a/authorize', pending, 'en-US');

    const url = new URL(href, window.location.origin);
    expect(href.startsWith('/dev/idp/ent-sso-a/authorize?')).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'mall:ent-sso-a',
      redirect_uri: `${window.location.origin}/sso/callback`,
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
      ui_locales: 'en-US',
    });
  });

  it("keeps another site's address whole, its own query included", () => {
    const href = ssoLoginHref('https://sso.example.com/login?tenant=7', pending, 'zh-CN');

    const url = new URL(href);
    expect(url.origin).toBe('https://sso.example.com');
    expect(url.searchParams.get('tenant')).toBe('7');
    expect(url.searchParams.get('ui_locales')).toBe('zh-CN');
  });

  it('draws a new state for every login', () => {
    const state = (href: string) => new URL(href, window.location.origin).searchParams.get('state');
    expect(state(ssoLoginHref('/idp', pending, 'zh-CN'))).not.toBe(
      state(ssoLoginHref('/idp', pending, 'zh-CN')),
    );
  });
});

describe('takeSsoPending', () => {
  it('gives back the login under way for the state that was sent, once', () => {
    const state = new URL(ssoLoginHref('/idp', pending, 'zh-CN'), window.location.origin).searchParams.get(
      'state',
    );

    expect(takeSsoPending(state)).toEqual({ ...pending, state });
    expect(takeSsoPending(state)).toBeNull();
  });

  it('refuses a state this browser did not send, and forgets the login under way', () => {
    const state = new URL(ssoLoginHref('/idp', pending, 'zh-CN'), window.location.origin).searchParams.get(
      'state',
    );

    expect(takeSsoPending('someone-elses-state')).toBeNull();
    expect(takeSsoPending(state)).toBeNull();
  });

  it('has nothing when no login is under way', () => {
    expect(takeSsoPending('any')).toBeNull();
    expect(takeSsoPending(null)).toBeNull();
  });
});

describe('leavingHref', () => {
  it("sends an SSO tenant's member to their login page in the language they use", () => {
    appStore.set(localeAtom, 'en-US');
    const href = leavingHref({
      kind: 'sso',
      loginUrl: '/dev/idp/ent-sso-a/authorize',
      oneId: 'ent-sso-a',
      rePath: null,
      query: null,
    });

    expect(new URL(href, window.location.origin).searchParams.get('ui_locales')).toBe('en-US');
  });

  it('leaves an external address as it is', () => {
    expect(leavingHref({ kind: 'external', href: 'https://portal.example.com/' })).toBe(
      'https://portal.example.com/',
    );
  });
});
