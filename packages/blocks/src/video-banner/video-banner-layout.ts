// Layout numbers of the video banner, shared by the component and the registry's skeleton height.

/** Width of the video in the page column, in px (it shrinks with a narrower page, keeping its shape). */
export const VIDEO_BANNER_WIDTH = 1200;

/** Height of the video at full width, in px: 1200x450, the shape of its poster. */
export const VIDEO_BANNER_HEIGHT = 450;

/** Height of the row under the video that holds the 'Learn more' link, in px. */
export const VIDEO_BANNER_LINK_ROW_HEIGHT = 40;

/** The typical block: the video with its 'Learn more' row under it. */
export const VIDEO_BANNER_SKELETON_HEIGHT = VIDEO_BANNER_HEIGHT + VIDEO_BANNER_LINK_ROW_HEIGHT;
