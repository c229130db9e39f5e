import { Flex, Text } from '@chakra-ui/react';
import { useBlockServices, type BlockProps } from '@mall/runtime';
import type { Goods, SpecialDiscountOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { Countdown } from '../parts/Countdown.tsx';
import { formatPrice } from '../parts/format-price.ts';
import { GoodsBlockFrame } from '../parts/GoodsBlockFrame.tsx';
import { GoodsGrid } from '../parts/GoodsGrid.tsx';
import { usePointsWording, withPointsWording } from '../parts/usePointsWording.ts';
import { discountPercent, discountValue, type DiscountScale } from './discount-tag.ts';
import { SPECIAL_DISCOUNT_HEIGHT, SPECIAL_DISCOUNT_MAX_GOODS } from './special-discount-layout.ts';
import { specialDiscountMessages } from './special-discount-messages.ts';

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

  return (
    <GoodsBlockFrame
      options={options}
      label={name?.trim() || t('specialDiscount.label')}
      max={SPECIAL_DISCOUNT_MAX_GOODS}
      skeletonHeight={SPECIAL_DISCOUNT_HEIGHT}
      headExtra={(plan) =>
        plan?.dateEnd ? (
          <Countdown end={plan.dateEnd} endText={options.endText} label={t('specialDiscount.endsIn')} />
        ) : null
      }
      h={`${SPECIAL_DISCOUNT_HEIGHT}px`}
      bg="bg"
      overflow="hidden"
    >
      {({ goods, linkOptions }) => (
        <GoodsGrid
          // The saving under the price says the unit, so the card says the same.
          goods={goods.map((item) => withPointsWording(item, pointsWording))}
          linkOptions={linkOptions}
          columns={SPECIAL_DISCOUNT_MAX_GOODS}
          cardFooter={(item) => <DiscountRow goods={item} />}
        />
      )}
    </GoodsBlockFrame>
  );
}
