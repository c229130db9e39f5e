import type { PlanGoods } from '@mall/schemas';
import type { ReactNode } from 'react';
import { BlockFrame, type BlockFrameProps } from './BlockFrame.tsx';
import { BlockLoading } from './BlockLoading.tsx';
import type { ListedGoodsSource } from './listed-goods-plan.ts';
import { useBlockGoods, type BlockGoods } from './useBlockGoods.ts';

/** The options every goods block shares: its goods (a list, else a plan or market), title row and 'More'. */
export interface GoodsBlockOptions extends ListedGoodsSource {
  head?: BlockFrameProps['head'];
  moreUrl?: string;
}

/** Props of {@link GoodsBlockFrame}. */
export interface GoodsBlockFrameProps extends Omit<BlockFrameProps, 'head' | 'headExtra' | 'children'> {
  options: GoodsBlockOptions;
  /** The most goods the block shows. Defaults to all. */
  max?: number;
  /** Height of the skeleton while the goods of the plan load, in px: the block's own. */
  skeletonHeight: number;
  /** Shown in the title row after the titles, for the plan the goods came from (a countdown to its end). */
  headExtra?: (plan: PlanGoods | undefined) => ReactNode;
  /** The goods, however the block lays them out. */
  children: (shown: BlockGoods) => ReactNode;
}

/**
 * The frame of every block of goods from a list or a plan: a skeleton of the block's height while the
 * goods of the plan load, nothing when there are none (or they failed to load), else the titled frame
 * with 'More' around the goods.
 */
export function GoodsBlockFrame({
  options,
  max,
  skeletonHeight,
  headExtra,
  children,
  ...frameProps
}: GoodsBlockFrameProps) {
  const shown = useBlockGoods(options, max);
  if (shown.loading) return <BlockLoading height={skeletonHeight} />;
  if (shown.goods.length === 0) return null;

  return (
    <BlockFrame
      head={options.head}
      moreUrl={options.moreUrl?.trim() || undefined}
      headExtra={headExtra?.(shown.plan)}
      {...frameProps}
    >
      {children(shown)}
    </BlockFrame>
  );
}
