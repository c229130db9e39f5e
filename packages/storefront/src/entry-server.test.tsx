// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { lazy, Suspense, use, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, renderToHtml, SERVER_RENDERED_PATHS } from './entry-server.tsx';
import { appRoutes } from './router.tsx';
import { toaster } from './ui/toaster.ts';
import { RENDER_COOKIE, type RenderState } from './state/render-cookie.ts';

const renderCookie = (state: Partial<RenderState>) =>
  `${RENDER_COOKIE}=${encodeURIComponent(JSON.stringify(state))}`;
const memberCookie = renderCookie({ accessToken: 'token-1' });

/** A promise the test settles when it chooses. */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/**
 * One member's API: their profile, held until the test lets it go; every other call refused (the
 * page shows its error states, its header still the member's). Notes the tokens it was sent.
 */
function memberApi(nickName: string) {
  const profileAsked = held<void>();
  const profile = held<void>();
  const tokens = new Set<string | null>();
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    tokens.add(new Headers(init?.headers).get('accessToken'));
    if (String(input) !== '/buyer/passport/member/getUserInfo')
      return answer({ success: false, code: 500, message: 'down' }, 500);
    profileAsked.resolve();
    await profile.promise;
    return answer({ success: true, result: { id: nickName, oneId: 'one-1', username: nickName, nickName } });
  });
  return { fetch, tokens, profileAsked: profileAsked.promise, answerProfile: () => profile.resolve() };
}

describe('the server render', () => {
  it('renders only the routes checked to hydrate as rendered', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    expect(SERVER_RENDERED_PATHS).toEqual(new Set(['/', '/goodsList', '/goodsDetail', '/cart']));
    expect(await renderPage({ url: '/home/myOrder', cookie: memberCookie, fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves an operator’s preview, and its preview token, to the browser', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const previews = ['/?id=page-hshsc-index&isPreview=1&previewToken=signed.jwt', '/goodsList?isPreview=1'];
    for (const url of previews) expect(await renderPage({ url, cookie: memberCookie, fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves a guest on a members’ route to the browser, which asks them to log in', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    expect(await renderPage({ url: '/cart', cookie: undefined, fetch })).toBeNull();
    expect(await renderPage({ url: '/goodsDetail?skuId=1001', cookie: 'other=1', fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up on a member whose profile cannot be fetched, instead of rendering a stranger’s page', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, code: 500, message: 'down' }), { status: 500 }),
      ),
    );
    expect(await renderPage({ url: '/cart', cookie: memberCookie, fetch })).toBeNull();
    expect(fetch.mock.calls[0]?.[0]).toBe('/buyer/passport/member/getUserInfo');
  });

  it('does not start a render whose waiter has already given up', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const gone = new AbortController();
    gone.abort();
    expect(await renderPage({ url: '/cart', cookie: memberCookie, fetch, signal: gone.signal })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells the browser the ids of the routes it rendered the page with, which its router starts on', async () => {
    const member = memberApi('Alice');
    member.answerProfile();
    const page = await renderPage({ url: '/cart', cookie: memberCookie, fetch: member.fetch });

    const cartId = matchRoutes(appRoutes, '/cart')?.at(-1)?.route.id;
    expect(cartId).toBeDefined();
    expect(page?.data).toContain(`window.__MALL_ROUTE_IDS__=["0","${cartId}"]`);
  });

  it('renders two members’ pages at once, each with its own member and never the other’s', async () => {
    const alice = memberApi('Alice');
    const bob = memberApi('Bob');
    const alicePage = renderPage({
      url: '/cart',
      cookie: renderCookie({ accessToken: 'token-alice', cartNum: 3, locale: 'en-US' }),
      fetch: alice.fetch,
    });
    await alice.profileAsked;

    // Bob's render starts while Alice's still waits for her profile, and asks for his own.
    const bobPage = renderPage({
      url: '/cart',
      cookie: renderCookie({ accessToken: 'token-bob', cartNum: 12, locale: 'en-US' }),
      fetch: bob.fetch,
    });
    await Promise.race([
      bob.profileAsked,
      alicePage.then(() => {
        throw new Error('Bob’s render waited for Alice’s to end');
      }),
    ]);
    bob.answerProfile();
    alice.answerProfile();
    const [aliceHtml, bobHtml] = (await Promise.all([alicePage, bobPage])).map((page) => page?.html ?? '');

    expect(aliceHtml).toContain('Welcome, Alice<');
    expect(aliceHtml).toContain('My cart, 3 items');
    expect(aliceHtml).not.toMatch(/Bob|12 items/);
    expect(bobHtml).toContain('Welcome, Bob<');
    expect(bobHtml).toContain('My cart, 12 items');
    expect(bobHtml).not.toMatch(/Alice|3 items/);
    // Sent with every call that carries a token (the site's settings carry none).
    expect([...alice.tokens].filter(Boolean)).toEqual(['token-alice']);
    expect([...bob.tokens].filter(Boolean)).toEqual(['token-bob']);
  });

  it('says a failed request in the language of the render that made it, while another renders in another', async () => {
    const created = vi.spyOn(toaster, 'create');
    try {
      const unreachable = (language: string) => {
        const asked = held<void>();
        const reachable = held<void>();
        const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
          if (String(input) === '/buyer/passport/member/getUserInfo') {
            asked.resolve();
            await reachable.promise;
            return answer({ success: true, result: { id: language, oneId: 'one-1', username: language } });
          }
          throw new TypeError('fetch failed');
        });
        return { fetch, asked: asked.promise, reach: () => reachable.resolve() };
      };
      const english = unreachable('en');
      const chinese = unreachable('zh');
      const englishPage = renderPage({
        url: '/cart',
        cookie: renderCookie({ accessToken: 'token-en', locale: 'en-US' }),
        fetch: english.fetch,
      });
      await english.asked;
      const chinesePage = renderPage({
        url: '/cart',
        cookie: renderCookie({ accessToken: 'token-zh', locale: 'zh-CN' }),
        fetch: chinese.fetch,
      });
      await chinese.asked;
      english.reach();
      chinese.reach();
      await Promise.all([englishPage, chinesePage]);

      const said = created.mock.calls.map(([toast]) => String(toast.description));
      expect(said).toContain('network error, please retry later');
      expect(said.some((text) => /网络/.test(text))).toBe(true);
    } finally {
      created.mockRestore();
    }
  });
});

// What the render's scope (entry-server.tsx) stands on: component code that runs after a render
// suspended still runs in that render's async context, though React schedules it.
describe('an async context across React’s prerender', () => {
  it('stays each render’s own through suspensions and a lazy component both renders wait for', async () => {
    const member = new AsyncLocalStorage<string>();
    const sharedChunk = held<{ default: () => string | undefined }>();
    const Shared = lazy(() => sharedChunk.promise);
    const Profile = ({ answer }: { answer: Promise<string> }) => `${use(answer)} sees ${member.getStore()}`;
    const render = async (name: string, answer: Promise<string>) => {
      const { prelude } = await member.run(name, () =>
        prerenderToNodeStream(
          <Suspense fallback="…">
            <p>
              <Profile answer={answer} />
            </p>
            <p>
              <Shared />
            </p>
          </Suspense>,
        ),
      );
      let html = '';
      for await (const chunk of prelude) html += String(chunk);
      // Without React's markers of boundaries and text nodes.
      return html.replace(/<!--.*?-->/g, '');
    };
    const aliceAnswer = held<string>();
    const bobAnswer = held<string>();
    const pages = Promise.all([render('Alice', aliceAnswer.promise), render('Bob', bobAnswer.promise)]);
    bobAnswer.resolve('Bob');
    sharedChunk.resolve({ default: () => member.getStore() });
    aliceAnswer.resolve('Alice');

    const [alice, bob] = await pages;
    expect(alice).toBe('<p>Alice sees Alice</p><p>Alice</p>');
    expect(bob).toBe('<p>Bob sees Bob</p><p>Bob</p>');
  });

  it('writes a large boundary in its place, not after the page behind its fallback', async () => {
    // A block's worth of goods: over React's 12,800 bytes, past which a stream writes a boundary last.
    const goods = Array.from({ length: 400 }, (_, i) => <li key={i}>有机大米 5kg，第 {i} 件</li>);
    const loaded = held<{ default: () => ReactNode }>();
    const Showcase = lazy(() => loaded.promise);
    const html = renderToHtml(
      <main>
        <Suspense fallback={<p>加载中</p>}>
          <Showcase />
        </Suspense>
      </main>,
      new AbortController().signal,
    );
    loaded.resolve({ default: () => <ul>{goods}</ul> });

    const page = await html;
    expect(page).toMatch(/^<main><!--\$--><ul><li>有机大米/);
    // No fallback for the browser to show first and scripts to swap the goods in with.
    expect(page).not.toContain('加载中');
    expect(page).not.toMatch(/\$RC|<template/);
  });
});
