import { afterEach, describe, expect, it } from 'vitest';
import { browserStyleCache, SHEET_MIN_RULES } from './browser-style-cache.ts';

const rulesIn = (element: Element) => (element as HTMLStyleElement).sheet?.cssRules.length ?? 0;

/** Inserts `count` rules in one task, as one commit of React does. */
function burst(insert: (rule: string) => void, name: string, count: number) {
  for (let i = 0; i < count; i++) insert(`.${name}-${i}{color:red}`);
}
const endOfTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Each test reads and removes only its own cache's style elements: the document is shared with the
// style sheets of other tests' components (vitest-fresh-file.ts), which must stay where they are.
const made: Array<ReturnType<typeof browserStyleCache>['sheet']> = [];
function newSheet() {
  const { sheet } = browserStyleCache({ speedy: true });
  made.push(sheet);
  return sheet;
}

describe('the browser style cache', () => {
  afterEach(() => made.splice(0).forEach((sheet) => sheet.flush()));

  it('puts a burst of new rules into a sheet of its own once the last holds enough, so older elements are not restyled', async () => {
    const sheet = newSheet();
    const insert = (rule: string) => sheet.insert(rule);

    burst(insert, 'first-block', SHEET_MIN_RULES);
    await endOfTask();
    burst(insert, 'second-block', 5);
    await endOfTask();
    // The second sheet is still small: the third burst joins it.
    burst(insert, 'third-block', SHEET_MIN_RULES);

    expect(sheet.tags.map(rulesIn)).toEqual([SHEET_MIN_RULES, 5 + SHEET_MIN_RULES]);
  });

  it('keeps the rules of one burst together, however many', () => {
    const sheet = newSheet();
    burst((rule) => sheet.insert(rule), 'big-block', 3 * SHEET_MIN_RULES);
    expect(sheet.tags.map(rulesIn)).toEqual([3 * SHEET_MIN_RULES]);
  });
});
