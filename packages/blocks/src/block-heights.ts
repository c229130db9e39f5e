import { BLOCK_HEAD_HEIGHT, GOODS_CARD_HEIGHT, GOODS_GAP } from './parts/layout.ts';
import {
  ICON_ZONE_PADDING,
  ICON_ZONE_SCROLL_STEP,
  ICON_ZONE_TABS_HEIGHT,
} from './icon-zone/icon-zone-layout.ts';

// Heights of the blocks in their typical configuration, in px. The components size themselves with
// these and the registry uses them for the loading skeletons, so a page does not jump when a chunk lands.

/** The carousel picture is 830x453. */
export const CAROUSEL_HEIGHT = 453;

/** One line of notices. */
export const NOTICE_SHOW_HEIGHT = 40;

/** Head, tab bar and two lines of icons. */
export const ICON_ZONE_HEIGHT =
  BLOCK_HEAD_HEIGHT + ICON_ZONE_TABS_HEIGHT + ICON_ZONE_SCROLL_STEP + 2 * ICON_ZONE_PADDING;

/** The default 1200x400 picture at the 1200 px page width. */
export const HOT_ZONES_SHOW_HEIGHT = 400;

/** Head with the countdown, and one line of goods cards. */
export const FLASH_BUY_HEIGHT = BLOCK_HEAD_HEIGHT + GOODS_CARD_HEIGHT + 2 * GOODS_GAP;

/** Head and two lines of four goods cards (the showcase maximum of 8). */
export const GOODS_LIST_HEIGHT = BLOCK_HEAD_HEIGHT + 2 * GOODS_CARD_HEIGHT + 3 * GOODS_GAP;

/** The banner picture is 1200x100. */
export const BANNER_ADVERT_HEIGHT = 100;
