import type { BlockProps } from '@mall/runtime';
import type { FreeGoodsShowOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { GoodsGridBlock } from '../parts/GoodsGridBlock.tsx';
import { FREE_GOODS_SHOW_GRID } from './free-goods-show-layout.ts';
import { freeGoodsShowMessages } from './free-goods-show-messages.ts';

/**
 * The operator's own goods showcase (自选商品): a title row and at most 8 goods, 4 per row, from the
 * block's list or else from its plan or market. Prices in their unit (the enterprise's points wording by
 * default), market price struck through. A skeleton while plan goods load; nothing when there are none.
 */
export function FreeGoodsShow({ name, options }: BlockProps<FreeGoodsShowOptions>) {
  const { t } = useBlockTranslation(freeGoodsShowMessages);
  const label = name?.trim() || t('freeGoodsShow.label');
  return <GoodsGridBlock options={options} label={label} layout={FREE_GOODS_SHOW_GRID} />;
}
