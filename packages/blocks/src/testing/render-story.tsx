import { act, render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';

/**
 * Renders a composed story (its decorators bring the providers) inside an awaited act: React 19 only
 * retries the suspended lazy blocks of a `<PageRenderer>` from an awaited act scope in tests.
 */
export async function renderStory(Story: ComponentType): Promise<RenderResult> {
  return act(async () => render(<Story />));
}
