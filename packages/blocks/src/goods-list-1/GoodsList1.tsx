import { Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { Goods, GoodsList1Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink, type LinkOptions } from '../parts/BlockLink.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { CARD_FRAME, LIFT_ON_HOVER } from '../parts/card-style.ts';
import { goodsDetailPath } from '../parts/goods-detail-path.ts';
import { GoodsBlockFrame } from '../parts/GoodsBlockFrame.tsx';
import { GoodsPicture } from '../parts/GoodsPicture.tsx';
import { GoodsPrices } from '../parts/GoodsPrices.tsx';
import { GOODS_GAP } from '../parts/layout.ts';
import { PillLink } from '../parts/PillLink.tsx';
import {
  GOODS_LIST_1_HEIGHT,
  GOODS_LIST_1_IMAGE_SIZE,
  GOODS_LIST_1_MAX,
  GOODS_LIST_1_ROW_BORDER,
  GOODS_LIST_1_ROW_HEIGHT,
  GOODS_LIST_1_ROW_PADDING,
} from './goods-list-1-layout.ts';
import { goodsList1Messages } from './goods-list-1-messages.ts';

interface GoodsRowProps {
  goods: Goods;
  /** Name of the plan the goods belong to, shown as a tag under the name. */
  planName: string | undefined;
  url: string;
  linkOptions: LinkOptions;
}

/** One row: picture, name, plan tag, price and market price, and 'Buy now'. The whole row opens the goods. */
function GoodsRow({ goods, planName, url, linkOptions }: GoodsRowProps) {
  const { t } = useBlockTranslation(goodsList1Messages);

  return (
    <Flex
      as="article"
      position="relative"
      align="center"
      gap="6"
      h={`${GOODS_LIST_1_ROW_HEIGHT}px`}
      p={`${GOODS_LIST_1_ROW_PADDING}px`}
      {...CARD_FRAME}
      // The frame line's width is in the row's height.
      borderWidth={`${GOODS_LIST_1_ROW_BORDER}px`}
      {...LIFT_ON_HOVER}
    >
      {/* The name's link names the row: no hidden name without a picture. */}
      <GoodsPicture goods={goods} side={GOODS_LIST_1_IMAGE_SIZE} namesLink={false} flexShrink={0} />
      <Stack flex="1" minW="0" gap="3" align="flex-start">
        <BlockLink
          url={url}
          linkOptions={linkOptions}
          color="fg"
          _hover={{ color: 'brand.solid' }}
          // One link per row for keyboards and screen readers; its overlay makes the whole row clickable.
          _after={{ content: '""', position: 'absolute', inset: '0' }}
        >
          <Text as="span" fontSize="lg" fontWeight="medium" lineClamp={2}>
            {goods.productName}
          </Text>
        </BlockLink>
        {planName ? (
          <Text fontSize="xs" color="brand.fg" bg="brand.subtle" px="2" py="0.5" borderRadius="sm">
            <VisuallyHidden>{t('goodsList1.plan')} </VisuallyHidden>
            {planName}
          </Text>
        ) : null}
        <GoodsPrices goods={goods} priceSize="2xl" marketPriceSize="sm" gap="3" />
      </Stack>
      <PillLink
        url={url}
        linkOptions={linkOptions}
        aria-label={t('goodsList1.buyNowLabel', { name: goods.productName })}
        // Above the row's overlay, so it stays its own click target.
        position="relative"
        zIndex="1"
        px="6"
        py="2"
      >
        {t('goodsList1.buyNow')}
      </PillLink>
    </Flex>
  );
}

/**
 * The custom page's goods list in a list layout: at most 8 rows, each a horizontal card with a 200x200
 * picture, the name, the plan name, the price and struck market price, and 'Buy now'. The goods listed
 * in the block, or else those of its plan or market. A skeleton while plan goods load; nothing when
 * there are none.
 */
export function GoodsList1({ name, options }: BlockProps<GoodsList1Options>) {
  const { t } = useBlockTranslation(goodsList1Messages);
  return (
    <GoodsBlockFrame
      options={options}
      label={name?.trim() || t('goodsList1.label')}
      max={GOODS_LIST_1_MAX}
      skeletonHeight={GOODS_LIST_1_HEIGHT}
    >
      {({ goods, plan, linkOptions }) => (
        <Stack as="ul" {...BARE_LIST} gap={`${GOODS_GAP}px`} p={`${GOODS_GAP}px`}>
          {goods.map((item, i) => (
            <li key={`${item.skuId}-${i}`}>
              <GoodsRow
                goods={item}
                planName={item.planName?.trim() || plan?.name?.trim() || undefined}
                url={goodsDetailPath(item)}
                // The runtime checks the goods' plan or market before opening the detail.
                linkOptions={linkOptions(item, i)}
              />
            </li>
          ))}
        </Stack>
      )}
    </GoodsBlockFrame>
  );
}
