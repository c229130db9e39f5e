import { Box, Flex, Grid, Heading } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { Goods, HotColumnOptions } from '@mall/schemas';
import { useId } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { CARD_FRAME } from '../parts/card-style.ts';
import { goodsDetailPath } from '../parts/goods-detail-path.ts';
import { GoodsPicture } from '../parts/GoodsPicture.tsx';
import { GoodsPrices } from '../parts/GoodsPrices.tsx';
import { GOODS_GAP } from '../parts/layout.ts';
import {
  HOT_COLUMN_HEIGHT,
  HOT_COLUMN_IMAGE_SIZE,
  HOT_COLUMN_MAX_COLUMNS,
  HOT_COLUMN_MAX_GOODS,
  HOT_COLUMN_ROW_HEIGHT,
  HOT_COLUMN_TITLE_HEIGHT,
} from './hot-column-layout.ts';
import { hotColumnMessages } from './hot-column-messages.ts';

export { HOT_COLUMN_MAX_COLUMNS, HOT_COLUMN_MAX_GOODS } from './hot-column-layout.ts';

type HotColumnRanking = HotColumnOptions['list'][number];

// Medal colours of the first three ranks; the others are grey.
const RANK_COLORS = ['brand.solid', 'orange.400', 'yellow.500'] as const;

function RankedGoods({ goods, rank }: { goods: Goods; rank: number }) {
  const url = goodsDetailPath(goods);
  const linkOptions = { planId: goods.planId, marketId: goods.marketId };
  const medal = RANK_COLORS[rank - 1];

  return (
    <Flex
      as="li"
      align="center"
      gap="3"
      h={`${HOT_COLUMN_ROW_HEIGHT}px`}
      px="3"
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      {/* The ordered list already tells assistive technology the rank. */}
      <Flex
        aria-hidden="true"
        flexShrink={0}
        boxSize="6"
        align="center"
        justify="center"
        borderRadius="sm"
        fontSize="sm"
        fontWeight="bold"
        fontStyle="italic"
        bg={medal ?? 'gray.200'}
        color={medal ? 'white' : 'fg.muted'}
      >
        {rank}
      </Flex>
      <BlockLink url={url} linkOptions={linkOptions} flexShrink={0}>
        <GoodsPicture goods={goods} side={HOT_COLUMN_IMAGE_SIZE} />
      </BlockLink>
      <Flex direction="column" gap="1" minW="0" flex="1">
        {/* A second target for the pointer only: the picture's link already serves keyboard and reader. */}
        <BlockLink
          url={url}
          linkOptions={linkOptions}
          tabIndex={-1}
          aria-hidden="true"
          fontSize="sm"
          lineClamp={2}
          color="fg"
          _hover={{ color: 'brand.solid' }}
        >
          {goods.productName}
        </BlockLink>
        <GoodsPrices goods={goods} priceSize="sm" withMarketPrice={false} />
      </Flex>
    </Flex>
  );
}

function RankingColumn({ column }: { column: HotColumnRanking }) {
  const { t } = useBlockTranslation(hotColumnMessages);
  const titleId = useId();
  const moreUrl = column.moreUrl?.trim();

  return (
    <Box as="section" aria-labelledby={titleId} minW="0" {...CARD_FRAME} overflow="hidden">
      <Flex
        align="center"
        gap="2"
        h={`${HOT_COLUMN_TITLE_HEIGHT}px`}
        px="3"
        bg={column.bgColor ?? 'brand.subtle'}
      >
        <Heading as="h3" id={titleId} size="md" fontWeight="bold" color="brand.fg" lineClamp={1}>
          {column.title}
        </Heading>
        {moreUrl ? (
          <BlockLink
            url={moreUrl}
            aria-label={t('hotColumn.moreOf', { title: column.title })}
            ms="auto"
            flexShrink={0}
            fontSize="sm"
            color="fg.muted"
            _hover={{ color: 'brand.solid' }}
          >
            {t('common.more')} ›
          </BlockLink>
        ) : null}
      </Flex>
      <Box as="ol" {...BARE_LIST}>
        {column.goodsList.slice(0, HOT_COLUMN_MAX_GOODS).map((goods, i) => (
          <RankedGoods key={`${goods.skuId}-${i}`} goods={goods} rank={i + 1} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * Hot columns ("排行榜"): up to 3 ranking columns side by side, each with its title, an optional
 * 'More' and its first 5 goods ranked 1 to 5 (medal colours for the first three), each with a small
 * picture, its name and price. Columns without goods are left out; with none left, nothing renders.
 */
export function HotColumn({ name, options }: BlockProps<HotColumnOptions>) {
  const { t } = useBlockTranslation(hotColumnMessages);
  const columns = options.list
    .filter((column) => column.goodsList.length > 0)
    .slice(0, HOT_COLUMN_MAX_COLUMNS);
  if (columns.length === 0) return null;

  return (
    <BlockFrame
      head={options.head}
      label={name?.trim() || t('hotColumn.label')}
      minH={`${HOT_COLUMN_HEIGHT}px`}
    >
      <Grid
        templateColumns={`repeat(${columns.length}, minmax(0, 1fr))`}
        gap={`${GOODS_GAP}px`}
        py={`${GOODS_GAP}px`}
      >
        {columns.map((column, i) => (
          <RankingColumn key={i} column={column} />
        ))}
      </Grid>
    </BlockFrame>
  );
}
