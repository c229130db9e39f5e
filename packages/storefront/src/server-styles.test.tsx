// @vitest-environment node
import { CacheProvider, ClassNames, Global, keyframes } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SERVER_RULES_ATTRIBUTE, serverStyleCache } from './server-styles.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

function renderWithStyles() {
  const { cache, styleTags } = serverStyleCache();
  renderToString(
    <CacheProvider value={cache}>
      <Global styles={{ ':root': { '--mall-gap': '8px' } }} />
      <Global styles={{ '.spinner': { animation: `${spin} 1s` } }} />
      <ClassNames>{({ css }) => <p className={css({ color: 'rebeccapurple' })}>hello</p>}</ClassNames>
    </CacheProvider>,
  );
  return styleTags();
}

describe("the server's style elements", () => {
  it('give each global its own element under the name its <Global> looks for, marked as in place', () => {
    const head = renderWithStyles();
    const globals = [...head.matchAll(/<style data-emotion="css-global (\S+)" data-s="">([^<]*)<\/style>/g)];
    expect(globals.map(([, , rules]) => rules)).toEqual([
      expect.stringContaining('--mall-gap:8px'),
      // A global's keyframes come in its element; its name is its own, without theirs.
      expect.stringMatching(/^\.spinner\{.*animation:(animation-\w+) 1s.*@keyframes \1\{/),
    ]);
  });

  it("put the components' rules under an attribute emotion does not move, with their ids", () => {
    const head = renderWithStyles();
    const [, ids, rules] = new RegExp(`<style ${SERVER_RULES_ATTRIBUTE}="([^"]*)">([^<]*)</style>`).exec(
      head,
    )!;
    expect(ids!.split(' ')).toHaveLength(1);
    expect(rules).toContain('color:rebeccapurple');
    expect(head).not.toMatch(/data-emotion="css [^"]/);
  });
});
