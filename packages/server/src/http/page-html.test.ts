import { describe, expect, it } from 'vitest';
import { renderedPageHtml } from './page-html.ts';

// What Vite writes, with a head long enough that a `$`` expanded to it would show at once.
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>福利商城</title>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Ef56.css">
    <style>${'.rule{}'.repeat(100)}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// The replacement patterns of String.prototype.replace: before the match, after it, the match, a group.
const PATTERNS = "$` $' $& $1 $$ $<name>";

describe('the page the server rendered', () => {
  it('holds markup, styles and data with replacement patterns as they are', () => {
    const page = {
      html: `<p>搜索：${PATTERNS}</p>`,
      head: `<style>/* ${PATTERNS} */</style>`,
      data: `<script>window.__MALL_SWR__=${JSON.stringify({ keyword: PATTERNS })}</script>`,
    };
    const html = renderedPageHtml(INDEX_HTML, page);
    expect(html).toContain(`<div id="root" data-ssr=""><p>搜索：${PATTERNS}</p></div>${page.data}<script`);
    expect(html).toContain(`<style>/* ${PATTERNS} */</style></head>`);
    // Nothing of the template is copied in: one head, one body, one root.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
  });

  it('grows by what the render made and no more, however many patterns it holds', () => {
    const keyword = '$`'.repeat(2_000);
    const page = { html: `<p>${keyword}</p>`, head: '', data: `<script>window.__MALL_SWR__={}</script>` };
    const html = renderedPageHtml(INDEX_HTML, page);
    // The template, the render's pieces and the app's small start script.
    expect(html.length).toBeLessThan(INDEX_HTML.length + page.html.length + page.data.length + 1_000);
    expect(html.includes(`<div id="root" data-ssr=""><p>${keyword}</p></div>`)).toBe(true);
  });
});
