import { Badge, Box, Image, Stack, Text } from '@chakra-ui/react';
import type { DisposableCardGoods } from '@mall/schemas';
import { ShellLink } from '../ui/ShellLink.tsx';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';

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
        {goods.thumbnail ? (
          <Image
            src={goods.thumbnail}
            alt={goods.name}
            htmlWidth={GOODS_PICTURE_PX}
            htmlHeight={GOODS_PICTURE_PX}
            w="100%"
            aspectRatio="1"
            objectFit="cover"
            filter={unavailable ? 'grayscale(1)' : undefined}
          />
        ) : (
          <Box w="100%" aspectRatio="1" bg="bg.muted" />
        )}
        <Stack gap="1" p="3">
          <Text lineClamp={2} minH="2lh">
            {goods.name}
          </Text>
          <Text color="red.600" fontWeight="bold">
            {t('ycxk.points', { points: goods.price })}
          </Text>
          {goods.catalogPrice > goods.price ? (
            <Text fontSize="sm" color="fg.muted" textDecoration="line-through">
              {t('ycxk.goods.catalogPrice', { points: goods.catalogPrice })}
            </Text>
          ) : null}
          {unavailable ? <Badge alignSelf="start">{unavailable}</Badge> : null}
        </Stack>
      </ShellLink>
    </Box>
  );
}
