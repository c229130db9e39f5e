import type { BlockProps } from '@mall/runtime';
import type { FreeGoodsShow2Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { GoodsGridBlock } from '../parts/GoodsGridBlock.tsx';
import { CARD_FRAME } from '../parts/card-style.ts';
import { FREE_GOODS_SHOW_2_BORDER, FREE_GOODS_SHOW_2_GRID } from './free-goods-show-2-layout.ts';
import { freeGoodsShow2Messages } from './free-goods-show-2-messages.ts';

/** Colour of the head band when the operator sets none: the brand's lightest tint. */
const DEFAULT_BAND_COLOR = 'brand.subtle';

/**
 * A goods floor: a coloured head band (`head.bgColor`) over at most 10 goods, 5 per row, in compact
 * cards, from the block's list or else from its plan or market. A skeleton while plan goods load;
 * nothing when there are none.
 */
export function FreeGoodsShow2({ name, options }: BlockProps<FreeGoodsShow2Options>) {
  const { t } = useBlockTranslation(freeGoodsShow2Messages);
  const head = { ...options.head, bgColor: options.head?.bgColor ?? DEFAULT_BAND_COLOR };
  return (
    <GoodsGridBlock
      options={{ ...options, head }}
      label={name?.trim() || t('freeGoodsShow2.label')}
      layout={FREE_GOODS_SHOW_2_GRID}
      {...CARD_FRAME}
      // The frame line's width is in the block's height.
      borderWidth={`${FREE_GOODS_SHOW_2_BORDER}px`}
      overflow="hidden"
    />
  );
}
