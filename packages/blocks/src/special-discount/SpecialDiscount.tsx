import { Flex, Grid, Text } from '@chakra-ui/react';
import { useBlockServices, usePlanGoods, type BlockProps } from '@mall/runtime';
import type { Goods, SpecialDiscountOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLoading } from '../parts/BlockLoading.tsx';
import { Countdown } from '../parts/Countdown.tsx';
import { formatPrice } from '../parts/format-price.ts';
import { GoodsCard } from '../parts/GoodsCard.tsx';
import { GOODS_GAP } from '../parts/layout.ts';
import { withQuery } from '../parts/link-href.ts';
import { usePointsWording, withPointsWording } from '../parts/usePointsWording.ts';
import { discountPercent, discountValue, type DiscountScale } from './discount-tag.ts';
import { SPECIAL_DISCOUNT_HEIGHT, SPECIAL_DISCOUNT_MAX_GOODS } from './special-discount-layout.ts';
import { specialDiscountMessages } from './special-discount-messages.ts';
import { specialDiscountPlan } from './special-discount-plan.ts';
import { planTrack } from '../parts/plan-track.ts';

export { SPECIAL_DISCOUNT_MAX_GOODS } from './special-discount-layout.ts';

/** The discount tag and the saving under a card's price; nothing when the market price is not higher. */
function DiscountRow({ goods }: { goods: Goods }) {
  const { t } = useBlockTranslation(specialDiscountMessages);
  const { locale } = useBlockServices();
  const percent = discountPercent(goods.specProductPrice, goods.specMarketPrice);
  if (percent === undefined || goods.specProductPrice === undefined || goods.specMarketPrice === undefined) {
    return null;
  }
  const scale: DiscountScale = t('specialDiscount.tagScale') === 'off' ? 'off' : 'tenths';
  const saving = formatPrice(
    goods.specMarketPrice - goods.specProductPrice,
    goods.priceUnit,
    t('goods.points'),
    locale,
  );

  return (
    <Flex align="center" gap="2" mt="auto">
      <Text
        as="span"
        px="1.5"
        borderWidth="1px"
        borderColor="price"
        borderRadius="sm"
        color="price"
        fontSize="xs"
        fontWeight="bold"
        flexShrink={0}
      >
        {t('specialDiscount.tag', { value: discountValue(percent, scale) })}
      </Text>
      <Text as="span" fontSize="xs" color="fg.muted" lineClamp={1}>
        {t('specialDiscount.save', { amount: saving })}
      </Text>
    </Flex>
  );
}

/**
 * Special discount goods: up to 5 goods in one row, each tagged with its discount ('7.5折' / '25% off')
 * and saving when its market price is higher. Goods of a plan or market get a countdown to its end in
 * the title row (ticking each second, the end text at zero); an operator's own list has none. A
 * skeleton of the block's size while plan goods load; nothing when they fail or there are none.
 */
export function SpecialDiscount({ name, options }: BlockProps<SpecialDiscountOptions>) {
  const { t } = useBlockTranslation(specialDiscountMessages);
  const pointsWording = usePointsWording();
  const own = options.list;
  const { planGoods, error, isLoading } = usePlanGoods(specialDiscountPlan(options));
  const dateEnd = own ? undefined : planGoods?.dateEnd;
  if (!own && isLoading) return <BlockLoading height={SPECIAL_DISCOUNT_HEIGHT} />;
  if (!own && error) return null;
  const goods = (own ?? planGoods?.goodsList ?? []).slice(0, SPECIAL_DISCOUNT_MAX_GOODS);
  if (goods.length === 0) return null;

  return (
    <BlockFrame
      head={options.head}
      label={name?.trim() || t('specialDiscount.label')}
      moreUrl={options.moreUrl?.trim() || undefined}
      headExtra={
        dateEnd ? (
          <Countdown end={dateEnd} endText={options.endText} label={t('specialDiscount.endsIn')} />
        ) : null
      }
      h={`${SPECIAL_DISCOUNT_HEIGHT}px`}
      bg="bg"
      overflow="hidden"
    >
      <Grid
        as="ul"
        listStyleType="none"
        m="0"
        templateColumns={`repeat(${SPECIAL_DISCOUNT_MAX_GOODS}, minmax(0, 1fr))`}
        gap={`${GOODS_GAP}px`}
        p={`${GOODS_GAP}px`}
      >
        {goods.map((item, i) => {
          const priced = withPointsWording(item, pointsWording);
          return (
            <li key={`${item.skuId}-${i}`}>
              <GoodsCard
                goods={priced}
                url={withQuery('/goodsDetail', { skuId: item.skuId, goodsId: item.goodsId })}
                linkOptions={{
                  planId: item.planId ?? options.planId,
                  marketId: item.marketId ?? options.marketId,
                  track: planTrack(i, item.planName, own ? undefined : planGoods?.name),
                }}
                footer={<DiscountRow goods={priced} />}
              />
            </li>
          );
        })}
      </Grid>
    </BlockFrame>
  );
}
