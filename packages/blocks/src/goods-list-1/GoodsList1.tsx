import { Box, Flex, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { usePlanGoods, type BlockProps } from '@mall/runtime';
import type { Goods, GoodsList1Options } from '@mall/schemas';
import { goodsListPlan } from '../goods-list/goods-list-plan.ts';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink, type LinkOptions } from '../parts/BlockLink.tsx';
import { BlockLoading } from '../parts/BlockLoading.tsx';
import { GoodsPrices } from '../parts/GoodsPrices.tsx';
import { GOODS_GAP } from '../parts/layout.ts';
import { withQuery } from '../parts/link-href.ts';
import {
  GOODS_LIST_1_HEIGHT,
  GOODS_LIST_1_IMAGE_SIZE,
  GOODS_LIST_1_MAX,
  GOODS_LIST_1_ROW_BORDER,
  GOODS_LIST_1_ROW_HEIGHT,
  GOODS_LIST_1_ROW_PADDING,
} from './goods-list-1-layout.ts';
import { goodsList1Messages } from './goods-list-1-messages.ts';
import { planTrack } from '../parts/plan-track.ts';

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
  const picture = goods.productImages?.[0];

  return (
    <Flex
      as="article"
      position="relative"
      align="center"
      gap="6"
      h={`${GOODS_LIST_1_ROW_HEIGHT}px`}
      p={`${GOODS_LIST_1_ROW_PADDING}px`}
      bg="bg"
      borderWidth={`${GOODS_LIST_1_ROW_BORDER}px`}
      borderColor="border.muted"
      borderRadius="md"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
    >
      <Box
        flexShrink={0}
        boxSize={`${GOODS_LIST_1_IMAGE_SIZE}px`}
        bg="bg.muted"
        borderRadius="sm"
        overflow="hidden"
      >
        {picture ? (
          <Image
            src={picture}
            alt={goods.productName}
            htmlWidth={GOODS_LIST_1_IMAGE_SIZE}
            htmlHeight={GOODS_LIST_1_IMAGE_SIZE}
            loading="lazy"
            w="100%"
            h="100%"
            fit="contain"
          />
        ) : null}
      </Box>
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
      <BlockLink
        url={url}
        linkOptions={linkOptions}
        aria-label={t('goodsList1.buyNowLabel', { name: goods.productName })}
        // Above the row's overlay, so it stays its own click target.
        position="relative"
        zIndex="1"
        flexShrink={0}
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="medium"
        px="6"
        py="2"
        borderRadius="full"
        _hover={{ bg: 'brand.600' }}
      >
        {t('goodsList1.buyNow')}
      </BlockLink>
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
  const own = options.list;
  const { planGoods, error, isLoading } = usePlanGoods(goodsListPlan(options));
  if (!own && isLoading) return <BlockLoading height={GOODS_LIST_1_HEIGHT} />;
  if (!own && error) return null;
  const goods = (own ?? planGoods?.goodsList ?? []).slice(0, GOODS_LIST_1_MAX);
  if (goods.length === 0) return null;
  const sourceName = own ? undefined : planGoods?.name;

  return (
    <BlockFrame
      head={options.head}
      label={name?.trim() || t('goodsList1.label')}
      moreUrl={options.moreUrl?.trim() || undefined}
    >
      <Stack as="ul" listStyleType="none" m="0" gap={`${GOODS_GAP}px`} p={`${GOODS_GAP}px`}>
        {goods.map((item, i) => (
          <li key={`${item.skuId}-${i}`}>
            <GoodsRow
              goods={item}
              planName={item.planName?.trim() || sourceName?.trim() || undefined}
              url={withQuery('/goodsDetail', { skuId: item.skuId, goodsId: item.goodsId })}
              // The runtime checks the goods' plan or market before opening the detail.
              linkOptions={{
                planId: item.planId ?? options.planId,
                marketId: item.marketId ?? options.marketId,
                track: planTrack(i, item.planName, own ? undefined : planGoods?.name),
              }}
            />
          </li>
        ))}
      </Stack>
    </BlockFrame>
  );
}
