import type { Page } from '@playwright/test';

/** A run of visible text with Han characters, and where it sits (the nearest landmark and tag path). */
export interface HanText {
  text: string;
  where: string;
}

/**
 * The visible UI text of the page (text nodes and placeholders) that holds Han characters, outside
 * content marked as another language than the document's (`lang` on an element, as content the
 * operator or the seed wrote in Chinese carries in an English UI).
 */
export async function visibleHanTexts(page: Page): Promise<HanText[]> {
  return page.evaluate(() => {
    const HAN = /\p{Script=Han}/u;
    const documentLang = document.documentElement.lang;
    const found: { text: string; where: string }[] = [];
    const inOtherLanguage = (element: Element) => {
      const marked = element.closest('[lang]');
      return (
        marked !== null && marked !== document.documentElement && marked.getAttribute('lang') !== documentLang
      );
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getClientRects().length > 0;
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && parts.length < 4; at = at.parentElement) {
        const label = at.getAttribute('aria-label');
        parts.unshift(`${at.tagName.toLowerCase()}${label ? `[${label}]` : ''}`);
      }
      return parts.join(' > ');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !HAN.test(text) || !parent) continue;
      if (parent.closest('script, style, noscript, template')) continue;
      if (inOtherLanguage(parent) || !shown(parent)) continue;
      found.push({ text: text.slice(0, 80), where: describe(parent) });
    }
    for (const field of document.querySelectorAll('[placeholder]')) {
      const text = field.getAttribute('placeholder') ?? '';
      if (HAN.test(text) && !inOtherLanguage(field) && shown(field)) {
        found.push({ text, where: `${describe(field)} (placeholder)` });
      }
    }
    return found;
  });
}
