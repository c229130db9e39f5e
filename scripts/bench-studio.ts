// The page studio's figures in `npm run bench` (issue 23), on a server the bench started:
//  - the studio's JS: what the login and page list load (the entry with its static imports), and the
//    editor's own chunk with what only it imports, gzip, from the studio build's manifest;
//  - edit -> repaint: on a 100-block page open in the editor, the time from a key typed in a field of
//    the selected block to the next frame after the preview changed, median of many keys;
//  - publish latency: `PUT .../release/{id}` of that page over HTTP, median of several publishes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { BLOCK_SETS, BLOCK_TYPES, MANAGER_PATHS } from '@mall/schemas';
import { closure, kb, ROOT, type Manifest } from './bundle-manifest.ts';
import { managerRequest, operatorToken } from './operator-session.ts';

const STUDIO_DIST = join(ROOT, 'packages/studio/dist');
const BLOCKS = 100;
const EDITS = 31;
const PUBLISHES = 9;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const gzipOf = (file: string) => gzipSync(readFileSync(join(STUDIO_DIST, file)), { level: 9 }).length;

function measureStudioChunks(): void {
  const manifest = JSON.parse(readFileSync(join(STUDIO_DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = closure(manifest, ['index.html']);
  const editorKey = Object.keys(manifest).find((key) => key.endsWith('src/editor/EditorPage.tsx'));
  const editor = [...closure(manifest, editorKey ? [editorKey] : [])].filter((file) => !entry.has(file));
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipOf(file), 0);
  console.log(
    `\nPage studio JS (gzip): login and page list ${kb(sum(entry))}; the editor's chunk with what only it imports ` +
      `${kb(sum(editor))} (block chunks and validators load as the page needs them, as in the storefront)`,
  );
}

/** 100 valid blocks of the main platform's home page: the example of each type of its set, in turn. */
function hundredBlockPage(): string {
  const types = BLOCK_TYPES.filter((type) => BLOCK_SETS[type].includes('default'));
  const examples = types.map((type) => {
    const schema = JSON.parse(
      readFileSync(join(ROOT, 'packages/schemas/blocks', `${type}.schema.json`), 'utf8'),
    ) as { examples?: unknown[] };
    return { type, options: schema.examples?.[0] };
  });
  const usable = examples.filter((example) => example.options !== undefined);
  // A banner advert first: its alt text is the field typed into, and it is on the first screen.
  const banner = usable.find((example) => example.type === 'bannerAdvert')!;
  const list = Array.from({ length: BLOCKS }, (_, index) => {
    const { type, options } = index === 0 ? banner : usable[index % usable.length]!;
    return { key: `bench_${index + 1}`, type, name: `${type} ${index + 1}`, options };
  });
  return JSON.stringify({ list });
}

/** The studio's figures; `base` is a running mall server with the studio built. */
export async function measureStudio(base: string, browser: Browser): Promise<void> {
  measureStudioChunks();
  const token = await operatorToken(base);
  const pageData = hundredBlockPage();
  const { page: made } = await managerRequest<{ page: { id: string } }>(
    base,
    token,
    'POST',
    MANAGER_PATHS.pageAdd,
    {
      name: 'bench: 100 blocks',
      platform: 'DZPT',
      pageType: 'INDEX',
      pageData,
    },
  );

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript((accessToken) => {
    window.sessionStorage.setItem('studio-token', accessToken);
    window.sessionStorage.setItem(
      'studio-operator',
      JSON.stringify({
        id: 'bench',
        username: 'pageops',
        nickName: 'bench',
        role: 'platform',
        platforms: ['DZPT', 'HSHSC'],
        oneId: null,
      }),
    );
  }, token);
  const page = await context.newPage();
  await page.goto(`${base}/studio/pages/${encodeURIComponent(made.id)}`);
  await page.getByRole('button', { name: /^第 1 块/ }).click();
  const field = page.locator('#root_title');
  await field.waitFor();
  await page.locator('[data-testid="studio-preview"] [data-block-key="bench_1"]').waitFor();
  await page.waitForTimeout(1_000);
  const times: number[] = [];
  for (let run = 0; run <= EDITS; run++) {
    await field.focus();
    // Armed in the page: the key's time, the preview's first change after it, then the next frame.
    // Only changes inside the edited block count: the page's carousels change slides on their own.
    await page.evaluate(() => {
      const preview = document.querySelector('[data-testid="studio-preview"]')!;
      const state = window as unknown as { __edit?: { start: number; painted?: number } };
      state.__edit = { start: 0 };
      document.addEventListener('keydown', () => (state.__edit!.start = performance.now()), {
        once: true,
        capture: true,
      });
      const observer = new MutationObserver((records) => {
        if (state.__edit!.start === 0) return;
        // Inline, not a named helper: the bundler would wrap a named function in a helper the page lacks.
        const edited = records.some((record) =>
          (record.target instanceof Element ? record.target : record.target.parentElement)?.closest(
            '[data-block-key="bench_1"]',
          ),
        );
        if (!edited) return;
        observer.disconnect();
        requestAnimationFrame(() => (state.__edit!.painted = performance.now()));
      });
      observer.observe(preview, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.keyboard.type(String(run % 10));
    const painted = await page.waitForFunction(() => {
      const edit = (window as unknown as { __edit?: { start: number; painted?: number } }).__edit;
      return edit?.painted ? edit.painted - edit.start : null;
    });
    if (run > 0) times.push((await painted.jsonValue()) as number); // the first edit warms the form
    await page.waitForTimeout(150);
  }
  await context.close();

  const publishes: number[] = [];
  for (let run = 0; run < PUBLISHES; run++) {
    const { page: current } = await managerRequest<{ page: { draftRevision: number } }>(
      base,
      token,
      'GET',
      MANAGER_PATHS.pageGet(made.id),
    );
    const start = performance.now();
    await managerRequest(base, token, 'PUT', MANAGER_PATHS.pageRelease(made.id), {
      revision: current.draftRevision,
    });
    publishes.push(performance.now() - start);
  }
  console.log(
    `Page studio, a ${BLOCKS}-block page in the editor (1366x900): edit -> preview repaint median ${ms(median(times))} ` +
      `(min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}, ${times.length} keys; target under 100 ms)\n` +
      `Publish latency (PUT /manager/other/pageData/release/{id} of that page: gate, version, slot, over HTTP): median ` +
      `${ms(median(publishes))} of ${PUBLISHES}`,
  );
}
