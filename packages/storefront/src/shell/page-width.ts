/** Width of the page content, centred (the mall is a PC site). */
export const PAGE_WIDTH_PX = 1200;
