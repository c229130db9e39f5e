import { legacyLinkToPath } from './legacy-link.ts';

/** carousel v1 -> v2: slide links saved by the legacy editor as objects become path strings. */
export function carouselV1toV2(options: Record<string, unknown>): Record<string, unknown> {
  const list = options.list;
  if (!Array.isArray(list)) return options;
  return {
    ...options,
    list: list.map((item: unknown) =>
      item && typeof item === 'object'
        ? { ...item, url: legacyLinkToPath((item as { url?: unknown }).url) }
        : item,
    ),
  };
}
