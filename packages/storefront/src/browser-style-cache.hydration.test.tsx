import createCache from '@emotion/cache';
import { CacheProvider, ClassNames, Global } from '@emotion/react';
import { mallSystem } from '@mall/blocks';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserStyleCache } from './browser-style-cache.ts';
import { SERVER_RULES_ATTRIBUTE, systemForPage } from './server-styles.ts';

const GLOBAL_STYLES = { ':root': { '--mall-gap': '8px' } };
const COMPONENT_STYLES = { color: 'rebeccapurple' };

/** The names emotion gives a <Global>'s and a component's styles, read from a throwaway cache. */
function emotionNames() {
  const names: string[] = [];
  const probe = createCache({ key: 'probe' });
  probe.insert = (_selector, serialized) => {
    names.push(serialized.name);
    return '';
  };
  const { unmount } = render(
    <CacheProvider value={probe}>
      <Global styles={GLOBAL_STYLES} />
      <ClassNames>{({ css }) => <p className={css(COMPONENT_STYLES)}>hello</p>}</ClassNames>
    </CacheProvider>,
  );
  unmount();
  return { global: names[0]!, component: names[1]! };
}

// Each test writes the head as the server would, and gives it back as it found it afterwards: the
// worker's other files keep their style caches (emotion's default one among them), whose elements
// must still stand in the head, or their next insertion fails (NotFoundError).
let headBefore: Node[] = [];
beforeEach(() => {
  headBefore = [...document.head.childNodes];
});
afterEach(() => {
  document.head.replaceChildren(...headBefore);
});

/** The head as the server writes it (server-styles.ts) for those styles. */
function serverHead() {
  const { global, component } = emotionNames();
  document.head.innerHTML =
    `<style data-emotion="css-global ${global}" data-s="">:root{--mall-gap:8px;}</style>` +
    `<style ${SERVER_RULES_ATTRIBUTE}="${component}">.css-${component}{color:rebeccapurple;}</style>`;
  return [...document.head.children];
}

describe('the browser style cache, on a page the server rendered', () => {
  it("takes over the server's styles where they stand: no style element is moved or added", async () => {
    const before = serverHead();
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, { childList: true, subtree: true });

    const { getByText } = render(
      <CacheProvider value={browserStyleCache()}>
        <Global styles={GLOBAL_STYLES} />
        <ClassNames>{({ css }) => <p className={css(COMPONENT_STYLES)}>hello</p>}</ClassNames>
      </CacheProvider>,
    );
    await Promise.resolve();
    observer.disconnect();

    expect(getByText('hello').className).toMatch(/^css-/);
    // Each move of a style element makes the browser compute the style of the whole page again.
    expect(changes).toEqual([]);
    expect([...document.head.children]).toEqual(before);
  });

  it('still inserts the rules the server did not render', () => {
    serverHead();
    render(
      <CacheProvider value={browserStyleCache()}>
        <ClassNames>{({ css }) => <p className={css({ color: 'teal' })}>new</p>}</ClassNames>
      </CacheProvider>,
    );
    const added = [...document.head.querySelectorAll('style[data-emotion="css"]')];
    expect(added.map((element) => element.textContent).join('')).toContain('color:teal');
  });
});

describe("Chakra's system in the browser", () => {
  it('comes without its global CSS on a page the server rendered, which has it already', () => {
    serverHead();
    const system = systemForPage(mallSystem());

    expect(system._global).toEqual([]);
    // Everything else is the system's own.
    expect(system.css).toBe(mallSystem().css);
    expect(system.token('colors.brand.500')).toBe('#d13134');
  });

  it('comes whole on a page the browser renders alone', () => {
    expect(systemForPage(mallSystem())).toBe(mallSystem());
  });
});
