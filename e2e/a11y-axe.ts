import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The WCAG levels the issue holds the storefront to: A and AA of WCAG 2.0 and 2.1. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a page; `minor` and `moderate` ones are printed in the summary only. */
export const FAILING_IMPACTS = ['serious', 'critical'] as const;

/** One axe finding, cut down to what a reader needs to find and fix it. */
export interface AxeFinding {
  path: string;
  rule: string;
  impact: string;
  help: string;
  nodes: number;
  targets: string[];
}

/**
 * Waits for a page's real content: the `ready` locator, then every block (they render as they come
 * near the viewport, so the page is walked down to its end) and nothing still loading: no
 * StatusMessage spinner, no block skeleton (those carry `aria-busy`). Ends back at the top.
 */
export async function waitForRealContent(page: Page, ready: (page: Page) => Locator): Promise<void> {
  await expect(ready(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    expect(await page.locator('[data-block-pending], [aria-busy="true"]').count()).toBe(0);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Runs axe with the WCAG tags on the page as it stands and returns every violation it found. */
export async function scanPage(page: Page, path: string): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    path,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.length,
    // Chakra's class names say little: each target comes with the start of its HTML.
    targets: violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(' ')} ${node.html.replace(/\s+/g, ' ').slice(0, 100)}`),
  }));
}

/** The findings that fail a page, one readable line each. */
export function failingLines(findings: readonly AxeFinding[]): string[] {
  return findings
    .filter((finding) => (FAILING_IMPACTS as readonly string[]).includes(finding.impact))
    .map(
      (finding) =>
        `${finding.path}: [${finding.impact}] ${finding.rule} - ${finding.help} (${finding.nodes} nodes: ${finding.targets.join(' | ')})`,
    );
}

/** Counts of findings (rule x page) by impact: `{ critical: 0, serious: 0, moderate: 2, minor: 0 }`. */
export function countByImpact(findings: readonly AxeFinding[]): Record<string, number> {
  const counts: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const finding of findings) counts[finding.impact] = (counts[finding.impact] ?? 0) + 1;
  return counts;
}
