import type { BlockDefinition } from '@mall/runtime';
import type { ThemeSelectionOptions } from '@mall/schemas';
import { THEME_SELECTION_HEIGHT } from './theme-selection-layout.ts';

/**
 * The block `themeSelection` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<ThemeSelectionOptions> = {
  load: () => import('./ThemeSelection.tsx').then((m) => m.ThemeSelection),
  skeletonHeight: THEME_SELECTION_HEIGHT,
  starts: 'touched',
};
