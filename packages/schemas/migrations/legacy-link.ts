/**
 * The legacy page editor saved links as objects (`{___type: 'goods', id, goodsId}`) instead of
 * the path strings pages use now. Converts one such value to a path; strings pass through.
 */
export function legacyLinkToPath(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const link = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  switch (link.___type) {
    case 'goods':
      return `/goodsDetail?skuId=${encodeURIComponent(text(link.id))}&goodsId=${encodeURIComponent(text(link.goodsId))}`;
    case 'category':
      return `/goodsList?categoryId=${text(link.id)}`;
    case 'shops':
      return `/merchant?id=${encodeURIComponent(text(link.id))}`;
    case 'pages':
      return `/custom?id=${encodeURIComponent(text(link.id))}`;
    case 'other':
    case 'url':
      return text(link.url) || text(link.title);
    default:
      return '';
  }
}
