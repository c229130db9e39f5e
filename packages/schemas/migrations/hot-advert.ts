/** How many pictures a hot advert shows: one large and four small. */
const HOT_ADVERT_PICTURES = 5;

/**
 * hotAdvert v1 -> v2: lilishop's PC decorator saves six pictures (a 1200-wide one, then five
 * 230x190 ones in a row); our row holds five (the first large, four small), so the sixth and later
 * are left out. A list of five or fewer, as our own v1 pages hold, passes unchanged.
 */
export function hotAdvertV1toV2(options: Record<string, unknown>): Record<string, unknown> {
  const list = options.list;
  if (!Array.isArray(list) || list.length <= HOT_ADVERT_PICTURES) return options;
  return { ...options, list: list.slice(0, HOT_ADVERT_PICTURES) };
}
