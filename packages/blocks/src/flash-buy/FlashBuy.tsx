import { Box, Flex, Text } from '@chakra-ui/react';
import { useBlockServices, useBlockUser, usePlanGoods, type BlockProps } from '@mall/runtime';
import { flashBuyPlan } from './flash-buy-plan.ts';
import type { FlashBuyOptions, Goods, PlanGoods } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { flashBuyMessages } from './flash-buy-messages.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLoading } from '../parts/BlockLoading.tsx';
import { Countdown } from '../parts/Countdown.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { formatPoints } from '../parts/format-price.ts';
import { GoodsCard } from '../parts/GoodsCard.tsx';
import { GOODS_GAP } from '../parts/layout.ts';
import { PillLink } from '../parts/PillLink.tsx';
import { withQuery } from '../parts/link-href.ts';
import { useCountdownEnded } from '../parts/useCountdown.ts';
import { FLASH_BUY_HEIGHT } from './flash-buy-layout.ts';
import { flashBuyGoodsPath } from './flash-buy-path.ts';

/** Goods shown when the block does not say. Defaults to `4`. */
export const FLASH_BUY_DEFAULT_MAX_GOODS = 4;

/** The goods detail of a flash-sale item: `/goodsDetail?skuId&marketType=rush&planId&marketId&dateEnd`. */
export function flashBuyGoodsUrl(goods: Goods, options: FlashBuyOptions, sale: PlanGoods): string {
  return flashBuyGoodsPath({
    skuId: goods.skuId,
    planId: options.planId ?? goods.planId ?? sale.planId,
    marketId: options.marketId ?? goods.marketId ?? sale.marketId,
    dateEnd: sale.dateEnd,
  });
}

/** The full list of the sale: `/flashBuyGoodsList?planId|marketId&dateStart&dateEnd`. */
export function flashBuyListUrl(options: FlashBuyOptions, sale: PlanGoods): string {
  return withQuery('/flashBuyGoodsList', {
    planId: options.planId,
    marketId: options.marketId,
    dateStart: sale.dateStart,
    dateEnd: sale.dateEnd,
  });
}

function FlashBuySale({ options, sale }: { options: FlashBuyOptions; sale: PlanGoods }) {
  const { t } = useBlockTranslation(flashBuyMessages);
  const { locale } = useBlockServices();
  // Only the digits tick each second; the goods re-render once, when the sale ends.
  const ended = useCountdownEnded(sale.dateEnd);
  const goods = sale.goodsList.slice(0, options.maxGoods ?? FLASH_BUY_DEFAULT_MAX_GOODS);
  const title = options.head?.title?.trim() || t('flashBuy.title');
  const ref = { planId: options.planId, marketId: options.marketId };

  return (
    <BlockFrame
      head={{ ...options.head, title }}
      label={title}
      moreUrl={flashBuyListUrl(options, sale)}
      moreLabel={t('flashBuy.more')}
      headExtra={<Countdown end={sale.dateEnd} endText={options.endText} label={t('flashBuy.endsIn')} />}
      h={`${FLASH_BUY_HEIGHT}px`}
      bg="bg"
      overflow="hidden"
    >
      {/* Four cards per view; a sale showing more scrolls sideways. */}
      <Flex as="ul" {...BARE_LIST} gap={`${GOODS_GAP}px`} p={`${GOODS_GAP}px`} overflowX="auto">
        {goods.map((item) => {
          const url = flashBuyGoodsUrl(item, options, sale);
          return (
            <Box as="li" key={item.skuId} flex={`0 0 calc((100% - ${3 * GOODS_GAP}px) / 4)`} minW="0">
              <GoodsCard
                goods={item}
                url={url}
                linkOptions={ref}
                footer={
                  <Flex align="center" justify="space-between" mt="auto" gap="2">
                    <Text fontSize="xs" color="fg.muted">
                      {t('flashBuy.sold', { sold: formatPoints(item.soldCount ?? 0, locale) })}
                    </Text>
                    {ended ? null : (
                      <PillLink
                        url={url}
                        linkOptions={ref}
                        aria-label={`${t('flashBuy.goBuy')} ${item.productName}`}
                        fontSize="sm"
                        px="3"
                        py="1"
                      >
                        {t('flashBuy.goBuy')}
                      </PillLink>
                    )}
                  </Flex>
                }
              />
            </Box>
          );
        })}
      </Flex>
    </BlockFrame>
  );
}

/**
 * A flash sale of one plan or market: title, a countdown to its end ticking each second (the end text at
 * zero), and its first goods with sold counts and 'go buy'. Members only: a guest sees nothing and
 * nothing is fetched. A skeleton of the block's size while loading; nothing when the goods fail to load.
 */
export function FlashBuy({ options }: BlockProps<FlashBuyOptions>) {
  const user = useBlockUser();
  const { planGoods, error, isLoading } = usePlanGoods(user ? flashBuyPlan(options) : undefined);
  if (!user || error) return null;
  if (isLoading) return <BlockLoading height={FLASH_BUY_HEIGHT} />;
  // A sale without goods has nothing to sell: no block rather than an empty frame.
  if (!planGoods || planGoods.goodsList.length === 0) return null;
  return <FlashBuySale options={options} sale={planGoods} />;
}
