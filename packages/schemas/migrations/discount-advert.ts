/** How many pictures a discount advert row shows. */
const DISCOUNT_ADVERT_PICTURES = 4;

/**
 * discountAdvert v1 -> v2: lilishop's PC decorator saves a background picture (`bgImg`), ten
 * category tiles (`classification`) and four brand tiles (`brandList`), each `{img, url, size}`, and
 * no `list`. Our block is one row of up to four pictures, so the row takes the tiles in lilishop's
 * reading order (categories, then brands), the first four; the background has no place in the row
 * and goes. Options that already have a `list`, as our own v1 pages do, pass unchanged.
 */
export function discountAdvertV1toV2(options: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(options.list)) return options;
  const { bgImg: _background, classification, brandList, ...rest } = options;
  if (!Array.isArray(classification) && !Array.isArray(brandList)) return options;
  const tiles = [
    ...(Array.isArray(classification) ? classification : []),
    ...(Array.isArray(brandList) ? brandList : []),
  ];
  return { ...rest, list: tiles.slice(0, DISCOUNT_ADVERT_PICTURES).map(pictureOf) };
}

/** A lilishop tile `{img, url, size}` as our picture `{img, url}`: `size` was the editor's hint. */
function pictureOf(tile: unknown): unknown {
  if (!tile || typeof tile !== 'object' || Array.isArray(tile)) return tile;
  const { img, url } = tile as Record<string, unknown>;
  return { ...(img === undefined ? {} : { img }), ...(url === undefined ? {} : { url }) };
}
