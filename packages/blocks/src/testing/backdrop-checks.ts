import type { ComponentType } from 'react';
import { renderStory } from './render-story.tsx';
import { waitForPage } from './wait-for-page.ts';

// The page background blocks (background, specialImg) draw one layer behind the page, which a visitor
// sees but a screen reader is not told about.

/** The backdrop layer: hidden from assistive technology, so it is found by its marking, not a role. */
export function backdropIn(container: HTMLElement): HTMLElement {
  const layer = container.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!layer) throw new Error('no backdrop layer rendered');
  return layer;
}

/** Renders a page background's story and answers its backdrop layer, once the page has loaded. */
export async function storyBackdrop(Story: ComponentType): Promise<HTMLElement> {
  const { container } = await renderStory(Story);
  await waitForPage();
  return backdropIn(container);
}
