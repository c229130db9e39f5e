import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the element is the one with focus. */
const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times, and fails naming the
 * element it stopped on. Returns how many presses it took (none when it already has focus).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  await expect(target).toBeVisible();
  if (await isFocused(target)) return 0;
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  const stoppedOn = await page.evaluate(() => {
    const active = document.activeElement;
    return active
      ? `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 40)}"`
      : 'nothing';
  });
  throw new Error(
    `${String(target)} took no focus in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; focus is on ${stoppedOn}`,
  );
}

/**
 * Expects the focused element to show it: an outline or a box shadow on it, or (for a visually
 * hidden native input of a Chakra checkbox or radio) on the control drawn for it.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return 'nothing has focus';
    const shows = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const hiddenInput =
      active instanceof HTMLInputElement && active.closest('label') !== null && active.offsetWidth <= 1;
    const drawn = hiddenInput
      ? active.closest('label')?.querySelector('[data-part="control"], [data-part="item-control"]')
      : active;
    if (drawn && shows(drawn)) return 'visible';
    return `no focus ring on ${active.tagName.toLowerCase()} "${(active.textContent ?? active.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
  });
  expect(ring, 'the focused element shows a focus ring').toBe('visible');
}

/** Tabs to `target` and expects it to show its focus. Returns the presses it took. */
export async function tabToVisibly(
  page: Page,
  target: Locator,
  options?: { max?: number; backwards?: boolean },
): Promise<number> {
  const presses = await tabTo(page, target, options);
  await expectFocusVisible(page);
  return presses;
}
