import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { GoodsBlockFrame, type GoodsBlockFrameProps } from './GoodsBlockFrame.tsx';
import { GoodsGrid } from './GoodsGrid.tsx';
import { GOODS_GAP } from './layout.ts';

/** The numbers a goods grid block is laid out by, kept in its layout file beside its skeleton height. */
export interface GoodsGridLayout {
  /** Goods cards per row. */
  columns: number;
  /** The most goods shown. */
  max: number;
  /** Height of the block's skeleton, in px. */
  skeletonHeight: number;
  /** Compact cards of this height in px; regular goods cards without it. */
  compactCardHeight?: number;
}

/** Props of {@link GoodsGridBlock}. */
export interface GoodsGridBlockProps
  extends Omit<GoodsBlockFrameProps, 'max' | 'skeletonHeight' | 'children'> {
  layout: GoodsGridLayout;
  /** Shown left of the grid (a feature picture); the grid takes the rest of the row. */
  aside?: ReactNode;
}

/**
 * A goods showcase or floor: the goods of a list, plan or market as a grid of goods cards in the
 * goods block frame (a skeleton while they load, nothing without goods).
 */
export function GoodsGridBlock({ layout, aside, ...frameProps }: GoodsGridBlockProps) {
  return (
    <GoodsBlockFrame max={layout.max} skeletonHeight={layout.skeletonHeight} {...frameProps}>
      {({ goods, linkOptions }) => {
        const cards = {
          goods,
          linkOptions,
          columns: layout.columns,
          compactCardHeight: layout.compactCardHeight,
        };
        if (!aside) return <GoodsGrid {...cards} />;
        // The row's padding is around the aside and the grid both.
        return (
          <Flex gap={`${GOODS_GAP}px`} p={`${GOODS_GAP}px`} align="flex-start">
            {aside}
            <GoodsGrid {...cards} flex="1" minW="0" p="0" />
          </Flex>
        );
      }}
    </GoodsBlockFrame>
  );
}
