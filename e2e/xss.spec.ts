import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect, test, type Page, type Request } from './test.ts';
import { API_PATHS } from '../packages/schemas/src/api-paths.ts';
import { logIn } from './session.ts';
import {
  cut,
  storable,
  XSS_GOODS_WORD,
  XSS_NICKNAME,
  XSS_PAGE_ID,
  XSS_PAYLOADS,
  XSS_POPUP_TITLES,
  XSS_REVIEW_SKUS,
  XSS_REVIEW_TEXTS,
  XSS_PLACED_PREFIX,
  XSS_SERVER_PORT,
  XSS_CHUNKS,
  xssNoticeTitle,
  type XssPlaced,
  xssChunkText,
} from './xss-corpus.ts';

// The XSS corpus of issue 8 (fixtures/xss/payloads.json) in every place the storefront shows
// operator text, rendered in Chromium: popup, notice and article HTML, goods names, and the
// picture, link and label fields of page blocks. Every payload that ran would call
// `window.__xss(id)` or open a dialog; the spec records both, and any frame navigating to a
// javascript:, data: or vbscript: address, and after each render looks for what could still run (a
// script or frame element in the page, an event attribute, a script URL in an address attribute).
// It expects none of them. The member-written fields (nickname, addresses, search keyword, goods
// reviews) are rendered here too, and proven at the API (packages/server/src/xss-storage.test.ts: stored
// verbatim or refused).
//
// Operator content comes from a database: the spec starts a server of its own (e2e/xss-server.ts,
// the real app and the storefront build Playwright's server built) with the payload rows written
// before it listens. Pages change inside the app (history + popstate), as a click on a link would,
// so the renders take seconds, not minutes.

test.use({ baseURL: `http://127.0.0.1:${XSS_SERVER_PORT}` });
test.describe.configure({ mode: 'serial' });

declare global {
  interface Window {
    __xss?: (id: unknown) => void;
    __xssReport?: (id: string) => void;
  }
}

let server: ChildProcess | undefined;
let page: Page;
/** Everything that ran or navigated where it must not: empty when the storefront is safe. */
const executions: string[] = [];
/** Renders checked, per place, for the summary line. */
const renders = new Map<string, number>();
const rendered = (place: string) => renders.set(place, (renders.get(place) ?? 0) + 1);
/** Payloads placed, per place (a field that cannot hold one, or refuses it, places fewer). */
const placed = new Map<string, number>();
/** Requests of the page not yet answered or failed: an image's error event waits for its answer. */
const inFlight = new Set<Request>();

/** Polls often: the spec waits for hundreds of renders. */
const POLL = { intervals: [50] };

const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;
/** The longest keyword the goods search takes. */
const SEARCH_KEYWORD_MAX = 40;

/** Starts e2e/xss-server.ts and waits for its line saying what it placed. */
function startServer(): Promise<XssPlaced> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/xss-server.ts', String(XSS_SERVER_PORT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  return new Promise((resolve, reject) => {
    // Read to the end, so the server's own log lines never fill the pipe.
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(XSS_PLACED_PREFIX))
        resolve(JSON.parse(line.slice(XSS_PLACED_PREFIX.length)) as XssPlaced);
    });
    child.on('exit', (code) => reject(new Error(`the XSS server stopped (${code}) before it listened`)));
  });
}

/** Moves the app to `path` the way its own links do, without loading the page again. */
async function go(path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** What in the page could still run: script-like elements, event attributes, script URLs. */
async function expectNothingRunnable(where: string): Promise<void> {
  const found = await page.evaluate((pattern) => {
    const scriptUrl = new RegExp(pattern, 'i');
    const problems: string[] = [];
    const dangerous = document.body.querySelectorAll(
      'script, iframe, frame, frameset, object, embed, base, meta, form[action], portal, link',
    );
    for (const element of dangerous) problems.push(`<${element.tagName.toLowerCase()}> in the page`);
    for (const element of document.body.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        const attribute = name.toLowerCase();
        if (attribute.startsWith('on')) problems.push(`${element.tagName} ${attribute}`);
        if (attribute === 'srcdoc') problems.push(`${element.tagName} srcdoc`);
        // The browser ignores control characters and spaces around and inside a scheme.
        // eslint-disable-next-line no-control-regex -- control characters are what a disguised scheme hides behind
        const address = value.replace(/[\u0000-\u0020]/g, '');
        if (
          ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background'].includes(
            attribute,
          ) &&
          scriptUrl.test(address) &&
          // A picture in an <img> never runs script, SVG included: the app's own icons use these.
          !(element.tagName === 'IMG' && attribute === 'src' && /^data:image\//i.test(address))
        ) {
          problems.push(`${element.tagName} ${attribute}="${value.slice(0, 60)}"`);
        }
      }
    }
    return problems;
  }, SCRIPT_URL.source);
  expect(found, `${where}: nothing that could run`).toEqual([]);
}

/** The whole text of the page, as the member reads it. */
const pageText = () => page.evaluate(() => document.body.textContent ?? '');

test.beforeAll(async ({ browser }) => {
  // PGlite's start, the migrations and the seed take a few seconds, far more on a busy machine.
  test.setTimeout(180_000);
  const seeded = await startServer();
  placed.set('block fields', seeded.blockItemsShown);
  page = await browser.newPage();
  await page.exposeBinding('__xssReport', (_source, id: string) => {
    executions.push(`canary ${id}`);
  });
  await page.addInitScript(() => {
    // Defined, not assigned: markup naming an element `__xss` cannot take its place.
    Object.defineProperty(window, '__xss', {
      value: (id: unknown) => window.__xssReport?.(String(id)),
      writable: false,
      configurable: false,
    });
  });
  page.on('dialog', (dialog) => {
    executions.push(`dialog ${dialog.type()} "${dialog.message()}"`);
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (SCRIPT_URL.test(frame.url())) executions.push(`navigation to ${frame.url().slice(0, 80)}`);
  });
  page.on('request', (request) => {
    inFlight.add(request);
    if (SCRIPT_URL.test(request.url()) && !request.url().startsWith('data:image/'))
      executions.push(`request to ${request.url().slice(0, 80)}`);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  await logIn(page);
});

test.afterAll(async () => {
  await page?.close();
  server?.kill('SIGTERM');
  const places = [...renders.keys()];
  const total = [...renders.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `XSS corpus: ${XSS_PAYLOADS.length} payloads x ${places.length} places (${places
      .map((place) => `${place} ${placed.get(place) ?? XSS_PAYLOADS.length}`)
      .join(', ')}), ${total} renders in Chromium, executions ${executions.length}`,
  );
});

test.afterEach(async () => {
  // A handler that fires late (an image's error, an animation's start, a toggle) has had its event
  // once what the page asked for has come, its animations have started and two frames have been
  // drawn since. It reports through an async binding, whose call reaches the spec before the answer
  // of an evaluate that started after it.
  await expect
    .poll(
      async () => {
        await page.evaluate(async () => {
          await Promise.all(
            document.getAnimations().map((animation) => animation.ready.catch(() => undefined)),
          );
          for (let frame = 0; frame < 2; frame += 1) {
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
          }
        });
        return [...inFlight].map((request) => request.url().slice(0, 80));
      },
      { ...POLL, message: 'everything the page asked for has come' },
    )
    .toEqual([]);
  expect(executions, 'no payload ran').toEqual([]);
});

test('popup HTML: the three popups after login hold every payload, and none runs', async () => {
  for (const title of XSS_POPUP_TITLES) {
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expectNothingRunnable(`popup ${title}`);
    rendered('popup HTML');
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect(dialog).toHaveCount(0);
  }
});

test('notice HTML: every payload in a notice, its title shown as the text it is', async () => {
  test.setTimeout(90_000);
  for (const chunk of XSS_CHUNKS) {
    await go(`/notice/detail?id=${chunk.key}`);
    // The whole title, character for character: shown as text, not read as markup.
    await page.waitForFunction(
      (title) => [...document.querySelectorAll('h1')].some((heading) => heading.textContent === title),
      xssNoticeTitle(chunk),
    );
    await expectNothingRunnable(`notice ${chunk.key}`);
    rendered('notice HTML');
  }
});

test('article content: every payload in a help-centre article', async () => {
  test.setTimeout(90_000);
  for (const chunk of XSS_CHUNKS) {
    await go(`/article/detail?id=${chunk.key}`);
    await expect(page.getByRole('heading', { name: chunk.key, exact: true })).toBeVisible();
    await expectNothingRunnable(`article ${chunk.key}`);
    rendered('article content');
  }
});

test('goods names: every payload names a goods item, listed as the text it is', async () => {
  test.setTimeout(60_000);
  const names = new Set(XSS_PAYLOADS.map(({ payload }) => storable(payload)));
  const accessToken = (await page.evaluate(() => window.localStorage.getItem('accessToken'))) ?? '';
  const seen = new Set<string>();
  for (let pageNumber = 1; (pageNumber - 1) * 20 < names.size; pageNumber += 1) {
    // The names the server lists on this page, to find each in what the member sees.
    const query = new URLSearchParams({
      keyword: XSS_GOODS_WORD,
      pageNumber: String(pageNumber),
      pageSize: '20',
    });
    const listed = (await (
      await page.request.get(`${API_PATHS.goodsSearch}?${query}`, { headers: { accessToken } })
    ).json()) as { result: { records: { productName: string }[] } };
    const onThisPage = listed.result.records.map((goods) => goods.productName);
    // Loaded afresh: each list page is a page of its own, not the previous one kept while loading.
    await page.goto(`/goodsList?keyword=${XSS_GOODS_WORD}&pageNumber=${pageNumber}`);
    // Each name shown whole, as the text it is.
    await expect
      .poll(async () => {
        const text = await pageText();
        return onThisPage.filter((name) => !text.includes(name));
      }, POLL)
      .toEqual([]);
    for (const name of onThisPage) seen.add(name);
    await expectNothingRunnable(`goods list page ${pageNumber}`);
    rendered('goods names');
  }
  expect([...names].filter((name) => !seen.has(name))).toEqual([]);
});

test('block picture, link and title fields: a page of blocks holding every payload', async () => {
  test.setTimeout(60_000);
  await go(`/custom?id=${XSS_PAGE_ID}`);
  const shownBlocks = Math.ceil((placed.get('block fields') ?? 0) / 5);
  // Blocks past the first screen render as the member scrolls near them, and are let go again far
  // above (issue 28): walk down, checking what is rendered at each step, until every block has been.
  // Each is a chunk and a validator of its own: on a loaded CI machine 10 s saw only 6 of 47.
  const seen = new Set<string>();
  const hrefs = new Set<string>();
  const deadline = Date.now() + 40_000;
  for (let step = 0; seen.size < shownBlocks && Date.now() < deadline; step += 1) {
    const keys = await page
      .locator('[data-block-key^="xss-shown-"]')
      .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block-key') ?? ''));
    for (const key of keys) seen.add(key);
    await expect(page.locator('[data-block-key^="xss-refused-"]')).toHaveCount(0);
    await expectNothingRunnable(`the page of blocks, step ${step}`);
    const links = await page
      .locator('[data-block-key] a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    for (const href of links) hrefs.add(href);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    // As a reader does: look once what came into view has rendered.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              [...document.querySelectorAll('[data-block-pending], [aria-busy="true"]')].filter((element) => {
                const box = element.getBoundingClientRect();
                return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
              }).length,
          ),
        { ...POLL, timeout: 20_000 },
      )
      .toBe(0);
  }
  expect(seen.size).toBe(shownBlocks);
  // A link a member can follow goes to this site or to an http(s) address, nowhere else.
  expect([...hrefs].filter((href) => !/^https?:\/\//.test(href))).toEqual([]);
  rendered('block fields');
});

test("nickname: every payload in the member's nickname, shown as the text it is", async () => {
  await go('/home/profile');
  await expect.poll(async () => (await pageText()).includes(XSS_NICKNAME), POLL).toBe(true);
  await expectNothingRunnable('the profile');
  rendered('nickname');
});

test('goods reviews: each group of payloads a review on the goods detail, shown as the text it is', async () => {
  test.setTimeout(90_000);
  for (const [index, skuId] of XSS_REVIEW_SKUS.entries()) {
    await go(`/goodsDetail?skuId=${skuId}`);
    await page.getByRole('tab', { name: '评价' }).click();
    const texts = XSS_REVIEW_TEXTS.slice(index * 10, index * 10 + 10);
    await expect
      .poll(async () => {
        const text = await pageText();
        return texts.filter((review) => !text.includes(review)).length;
      }, POLL)
      .toBe(0);
    await expectNothingRunnable(`the reviews of SKU ${skuId}`);
    rendered('review text');
  }
});

test('address fields: each group of payloads in an address of the book, shown as the text it is', async () => {
  await go('/home/myAddress');
  await expect
    .poll(async () => {
      const text = await pageText();
      return XSS_CHUNKS.filter((chunk) => !text.includes(xssChunkText(chunk))).map((chunk) => chunk.key);
    }, POLL)
    .toEqual([]);
  await expectNothingRunnable('the address book');
  rendered('address fields');
});

test('search keyword: every payload searched for, in the title and the search box as text', async () => {
  test.setTimeout(180_000);
  for (const { id, payload } of XSS_PAYLOADS) {
    // As much as the search takes (40 characters, catalogue.schema.json); a longer keyword is dropped.
    const keyword = cut(storable(payload), SEARCH_KEYWORD_MAX).trim();
    await go(`/goodsList?keyword=${encodeURIComponent(keyword)}`);
    // A one-line box drops line breaks from its value, as browsers do.
    await expect(page.getByRole('searchbox', { name: '搜索商品' }).first()).toHaveValue(
      keyword.replace(/[\r\n]/g, ''),
    );
    await page.waitForFunction(
      (words) => [...document.querySelectorAll('h1')].some((heading) => heading.textContent?.includes(words)),
      keyword,
    );
    await expectNothingRunnable(`search ${id}`);
    rendered('search keyword');
  }
});
