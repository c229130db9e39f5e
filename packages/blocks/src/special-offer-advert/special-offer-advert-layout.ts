// Layout numbers of the special-offer advert, shared by the component and the registry's skeleton height.

/** Size of the advert picture, in px; the block is this high. */
export const SPECIAL_OFFER_ADVERT_SIZE = { width: 1200, height: 400 } as const;

/** Height of the block, in px. */
export const SPECIAL_OFFER_ADVERT_HEIGHT = SPECIAL_OFFER_ADVERT_SIZE.height;
