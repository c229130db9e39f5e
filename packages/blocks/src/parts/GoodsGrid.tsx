import type { Goods } from '@mall/schemas';
import type { ReactNode } from 'react';
import type { LinkOptions } from './BlockLink.tsx';
import { GoodsCard } from './GoodsCard.tsx';
import { goodsDetailPath } from './goods-detail-path.ts';
import { GOODS_GAP } from './layout.ts';
import { ListGrid, type ListGridProps } from './ListGrid.tsx';

/** Props of {@link GoodsGrid}. */
export interface GoodsGridProps extends Omit<ListGridProps, 'children'> {
  goods: Goods[];
  /** What opening the goods at `rank` (from 0) needs: the plan or market to check, tracking. */
  linkOptions: (goods: Goods, rank: number) => LinkOptions;
  /** Compact cards of this height in px (see `GoodsCard`); the regular card without it. */
  compactCardHeight?: number;
  /** An extra row under a card's price (the special discount's tag and saving). */
  cardFooter?: (goods: Goods) => ReactNode;
}

/**
 * Goods cards `columns` to a row, each opening its goods detail, 16 px apart and around. The grid
 * of every goods showcase and floor.
 */
export function GoodsGrid({
  goods,
  linkOptions,
  compactCardHeight,
  cardFooter,
  ...gridProps
}: GoodsGridProps) {
  return (
    <ListGrid gap={`${GOODS_GAP}px`} p={`${GOODS_GAP}px`} {...gridProps}>
      {goods.map((item, i) => (
        <li key={`${item.skuId}-${i}`}>
          <GoodsCard
            goods={item}
            url={goodsDetailPath(item)}
            // The runtime checks the goods' plan or market before opening the detail.
            linkOptions={linkOptions(item, i)}
            compactHeight={compactCardHeight}
            footer={cardFooter?.(item)}
          />
        </li>
      ))}
    </ListGrid>
  );
}
