import type { BlockProps } from '@mall/runtime';
import type { GoodsListOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { GoodsGridBlock } from '../parts/GoodsGridBlock.tsx';
import { GOODS_LIST_GRID } from './goods-list-layout.ts';
import { goodsListMessages } from './goods-list-messages.ts';

export { GOODS_SHOWCASE_MAX } from './goods-list-layout.ts';

/**
 * A goods showcase of at most 8 goods: the operator's own list when the block has one, else the goods
 * of its plan or market. Prices in their unit (points by default), market price struck through.
 */
export function GoodsList({ name, options }: BlockProps<GoodsListOptions>) {
  const { t } = useBlockTranslation(goodsListMessages);
  const label = name?.trim() || t('goodsList.label');
  return <GoodsGridBlock options={options} label={label} layout={GOODS_LIST_GRID} />;
}
