import { Flex, Text, VisuallyHidden, type FlexProps } from '@chakra-ui/react';
import { useBlockServices } from '@mall/runtime';
import type { Goods } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { formatMarketPrice, formatPrice } from './format-price.ts';
import { usePointsWording } from './usePointsWording.ts';

/** Props of {@link GoodsPrices}. */
export interface GoodsPricesProps extends FlexProps {
  goods: Goods;
  /** Font size of the price. Defaults to `lg`. */
  priceSize?: FlexProps['fontSize'];
  /** Font size of the struck-through market price. Defaults to `xs`. */
  marketPriceSize?: FlexProps['fontSize'];
  /** Keeps both prices on one line (dense grids), cutting the market price short. Defaults to `false`. */
  oneLine?: boolean;
  /** Whether to show the struck-through market price too. Defaults to `true`. */
  withMarketPrice?: boolean;
}

/**
 * A goods item's price in its unit (the enterprise's points wording by default) and its market price
 * (money, `¥`) struck through, each named for screen readers. Every goods card and row shows prices through it.
 */
export function GoodsPrices({
  goods,
  priceSize = 'lg',
  marketPriceSize = 'xs',
  oneLine = false,
  withMarketPrice = true,
  ...flexProps
}: GoodsPricesProps) {
  const { t } = useBlockTranslation();
  const { locale } = useBlockServices();
  const pointsWording = usePointsWording();
  const whiteSpace = oneLine ? 'nowrap' : undefined;
  return (
    <Flex align="baseline" gap="2" wrap={oneLine ? undefined : 'wrap'} {...flexProps}>
      {goods.specProductPrice !== undefined ? (
        <Text color="price" fontWeight="bold" fontSize={priceSize} whiteSpace={whiteSpace}>
          <VisuallyHidden>{t('goods.price')} </VisuallyHidden>
          {formatPrice(goods.specProductPrice, goods.priceUnit, pointsWording, locale)}
        </Text>
      ) : null}
      {withMarketPrice && goods.specMarketPrice !== undefined ? (
        <Text
          as="del"
          color="fg.subtle"
          fontSize={marketPriceSize}
          whiteSpace={whiteSpace}
          truncate={oneLine}
        >
          <VisuallyHidden>{t('goods.marketPrice')} </VisuallyHidden>
          {formatMarketPrice(goods.specMarketPrice, locale)}
        </Text>
      ) : null}
    </Flex>
  );
}
