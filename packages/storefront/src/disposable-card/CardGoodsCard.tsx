import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import type { DisposableCardGoods } from '@mall/schemas';
import { ShellLink } from '../ui/ShellLink.tsx';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';
import { GoodsPicture } from '../ui/GoodsPicture.tsx';

/** Side of a goods picture in the list, in CSS pixels. */
export const GOODS_PICTURE_PX = 180;

/** The detail page of a goods of the card's range. */
export const cardGoodsPath = (skuId: string) =>
  `/disposableCard/disposableCardGoodsDetail?skuId=${encodeURIComponent(skuId)}`;

/** One goods of the card's range: picture, name, card price, the mall's price and whether it is left. */
export function CardGoodsCard({ goods }: { goods: DisposableCardGoods }) {
  const { t } = useDisposableCardStrings();
  const unavailable = !goods.onSale
    ? t('ycxk.goods.offSale')
    : goods.stock <= 0
      ? t('ycxk.goods.soldOut')
      : null;
  return (
    <Box as="li" borderWidth="1px" rounded="md" overflow="hidden" listStyleType="none">
      <ShellLink
        to={cardGoodsPath(goods.skuId)}
        color="inherit"
        display="block"
        _hover={{ textDecoration: 'none' }}
      >
        <GoodsPicture
          src={goods.thumbnail}
          alt={goods.name}
          size={GOODS_PICTURE_PX}
          fill
          rounded="none"
          dimmed={unavailable !== null}
        />
        <Stack gap="1" p="3">
          <Text lineClamp={2} minH="2lh">
            {goods.name}
          </Text>
          <CardPrice goods={goods} />
          {unavailable ? <Badge alignSelf="start">{unavailable}</Badge> : null}
        </Stack>
      </ShellLink>
    </Box>
  );
}

/** The card price of a goods, and the mall's price struck through when it is higher. `large` on its detail page. */
export function CardPrice({
  goods,
  large = false,
}: {
  goods: Pick<DisposableCardGoods, 'price' | 'catalogPrice'>;
  large?: boolean;
}) {
  const { t } = useDisposableCardStrings();
  return (
    <>
      <Text color="red.600" fontWeight="bold" fontSize={large ? '2xl' : undefined}>
        {t('ycxk.points', { points: goods.price })}
      </Text>
      {goods.catalogPrice > goods.price ? (
        <Text fontSize="sm" color="fg.muted" textDecoration="line-through">
          {t('ycxk.goods.catalogPrice', { points: goods.catalogPrice })}
        </Text>
      ) : null}
    </>
  );
}
