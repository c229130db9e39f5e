import createDOMPurify from 'dompurify';

// Notice content and popup messages are HTML pasted by operators into a back office: the API
// stores them verbatim, so this is the one place that decides what of it reaches the page. Every
// `dangerouslySetInnerHTML` of such HTML goes through `sanitizeHtml`.

/** Tags that could restyle or take over the page, or ask for input the mall never asks for there. */
const FORBIDDEN_TAGS = ['style', 'link', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame'];

/**
 * Inline style properties kept (what rich-text editors write for alignment and emphasis); anything
 * else, such as `position: fixed` covering the page, is dropped.
 */
const ALLOWED_STYLE_PROPERTIES = new Set([
  'text-align',
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-size',
  'text-decoration',
  'text-indent',
  'line-height',
]);

/** Style values that could load or run something. */
const UNSAFE_STYLE_VALUE = /url\s*\(|expression\s*\(|javascript:|[<>\\]/i;

/** Keeps the allowed declarations of an inline style; '' when none is left. */
function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!ALLOWED_STYLE_PROPERTIES.has(property) || !value || UNSAFE_STYLE_VALUE.test(value)) return null;
      return `${property}: ${value}`;
    })
    .filter((declaration) => declaration !== null)
    .join('; ');
}

// An instance of our own, so the hooks below touch no other user of DOMPurify.
const purify = createDOMPurify(window);

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style') {
    data.attrValue = safeStyle(data.attrValue);
    if (!data.attrValue) data.keepAttr = false;
  }
  if (data.attrName === 'target' && data.attrValue !== '_blank') data.keepAttr = false;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  // A page opened in a new tab must not reach back into the mall through window.opener.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Operator HTML made safe to insert into the page: no scripts, event handlers, `javascript:` links,
 * style sheets, forms or frames, and inline styles limited to text formatting. The harmless text
 * and formatting stay. Empty input gives ''.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purify.sanitize(html, {
    FORBID_TAGS: FORBIDDEN_TAGS,
    ADD_ATTR: ['target'],
  });
}
