import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

/** Parses sanitised HTML the way the page will hold it. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

// What an operator pasted badly into the back office (fixtures/seed/notices.json has the same).
const HOSTILE = `<p>请核对收货地址。</p><script>window.__xss=1</script><p><img src=x onerror="window.__xss=1">地址需精确到门牌号。</p><p><a href="javascript:window.__xss=1">点此查看填写示例</a></p>`;

describe('sanitizeHtml', () => {
  it('keeps the text and formatting an operator writes', () => {
    const html =
      '<p>各位同事：</p><p>人均 <strong>800 积分</strong></p><ul><li>有效期至3月31日</li></ul>' +
      '<p><a href="/goodsList?keyword=年货">年货专区</a> <img src="/img/logo.svg" alt="标志" width="80" height="24"></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes the script, the event handler and the javascript: link, and keeps their harmless text', () => {
    const container = parse(HOSTILE);
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:|__xss/);
    expect(container.textContent).toBe('请核对收货地址。地址需精确到门牌号。点此查看填写示例');
    // The link stays as text to read, without anything to run.
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('drops style sheets, forms and frames that could take over or imitate the page', () => {
    const container = parse(
      '<style>body{display:none}</style><form action="/steal"><input name="password"><button>登录</button></form>' +
        '<iframe src="/login"></iframe><p>正文</p>',
    );
    expect(container.querySelector('style, form, input, button, iframe')).toBeNull();
    // The button's label survives as plain text, like any other harmless text.
    expect(container.textContent).toBe('登录正文');
  });

  it('keeps only inline styles of text formatting', () => {
    const paragraph = parse(
      '<p style="text-align: right; position: fixed; inset: 0; color: #c00; background-image: url(/x.png)">落款</p>',
    ).querySelector('p');
    expect(paragraph?.getAttribute('style')).toBe('text-align: right; color: #c00');
    const covering = parse('<div style="position:fixed;top:0">遮罩</div>').querySelector('div');
    expect(covering?.hasAttribute('style')).toBe(false);
  });

  it('opens new-tab links without giving them the opener', () => {
    const link = parse('<a href="https://help.mall.invalid/guide" target="_blank">帮助</a>').querySelector(
      'a',
    );
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    const framed = parse('<a href="/cart" target="_top">购物车</a>').querySelector('a');
    expect(framed?.hasAttribute('target')).toBe(false);
  });

  it('answers empty text for empty or missing HTML', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
