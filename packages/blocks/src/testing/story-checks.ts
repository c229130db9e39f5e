import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import { renderStory } from './render-story.tsx';
import { expectNothingShown, waitForPage } from './wait-for-page.ts';

// Checks of a block's stories: its block as the page draws it, and the two stories every block has
// besides its typical one: data that leaves it nothing to draw, and data the schema refuses.

/**
 * How long a find waits for a block's chunk or its plan's goods: the first render of a suite pays for
 * Chakra's styles too. Waiting longer for what must appear never hides an absence.
 */
export const WAIT = { timeout: 8000 };

/**
 * Renders a story whose block has nothing to draw and checks the visitor sees nothing at all.
 * Answers the rendered container, for checks of what else must be absent.
 */
export async function expectStoryShowsNothing(Story: ComponentType): Promise<HTMLElement> {
  const { container } = await renderStory(Story);
  await waitForPage();
  await expectNothingShown(container);
  return container;
}

/**
 * Renders a story of invalid data and checks the preview's diagnostic card names each of `names`: the
 * option paths the schema refuses (and, where a test wants it, the block's key). A pattern names a path
 * that is also the start of others (`options.list` but not `options.list[0]`).
 */
export async function expectDiagnosticCardNaming(
  Story: ComponentType,
  names: readonly (string | RegExp)[],
): Promise<HTMLElement> {
  await renderStory(Story);
  const card = await screen.findByRole('alert', {}, WAIT);
  for (const name of names) expect(card).toHaveTextContent(name);
  return card;
}

/** The landmark roles a block draws itself as: a section, a navigation, an aside, a footer. */
export type BlockLandmark = 'region' | 'navigation' | 'complementary' | 'contentinfo';

/**
 * Renders a story and answers its block once it shows: the landmark named `name`, a region unless
 * `role` says otherwise.
 */
export async function renderStoryBlock(
  Story: ComponentType,
  name: string | RegExp,
  role: BlockLandmark = 'region',
): Promise<HTMLElement> {
  await renderStory(Story);
  return screen.findByRole(role, { name }, WAIT);
}
