// Layout numbers of the application picks, shared by the component and the registry's skeleton height.
import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

/** Application tiles per row. */
export const APPLICATIONS_PER_ROW = 6;

/** Side of an application logo, in px. */
export const APPLICATION_LOGO_SIZE = 64;

/** Height of one application tile (logo, name, description), in px. */
export const APPLICATION_TILE_HEIGHT = 140;

/** Gap between tiles and around the grid, in px. */
export const APPLICATIONS_GAP = 16;

/** Head and two rows of six tiles. */
export const APPLICATIONS_SELECTION_HEIGHT =
  BLOCK_HEAD_HEIGHT + 2 * APPLICATION_TILE_HEIGHT + 3 * APPLICATIONS_GAP;
