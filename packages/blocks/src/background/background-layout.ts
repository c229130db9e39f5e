/** The page background lies fixed behind the content and takes no room in the page. */
export const BACKGROUND_HEIGHT = 0;
