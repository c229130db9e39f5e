// @vitest-environment jsdom
import { jsx } from '@emotion/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { freshEmotionCache } from './fresh-emotion-cache.ts';

it("writes a file's emotion rules into one sheet that jsdom matches", () => {
  freshEmotionCache();
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  flushSync(() =>
    root.render([
      jsx('p', { key: 'hidden', css: { display: 'none' } }, 'hidden'),
      jsx('p', { key: 'shown', css: { color: 'rgb(1, 2, 3)' } }, 'shown'),
    ]),
  );
  const [hidden, shown] = [...host.querySelectorAll('p')];
  expect(getComputedStyle(hidden!).display).toBe('none');
  expect(getComputedStyle(shown!).color).toBe('rgb(1, 2, 3)');
  expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(1);
  root.unmount();
});
