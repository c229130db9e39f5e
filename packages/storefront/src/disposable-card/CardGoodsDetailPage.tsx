import { Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { DisposableCardSession } from '@mall/schemas';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { toaster } from '../ui/toaster.ts';
import { addToCardCart, fetchCardGoodsDetail } from '../api/disposable-card.ts';
import { DisposableCardFrame } from './DisposableCardFrame.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { YCXK_KEY } from './useCardSession.ts';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';
import { GoodsPicture } from '../ui/GoodsPicture.tsx';
import { CardPrice } from './CardGoodsCard.tsx';
import { CardLoadStatus } from './CardLoadStatus.tsx';
import { AlertLine } from '../ui/AlertLine.tsx';

/** Side of the goods' main picture, in CSS pixels. */
const PICTURE_PX = 360;
/** Most units one line may hold (the cart's cap). */
const LINE_MAX = 999;

/** One goods of the range: pictures, card price, quantity, add to cart and redeem now. */
function CardGoodsDetail({ skuId, card }: { skuId: string; card: DisposableCardSession }) {
  const { t } = useDisposableCardStrings();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const detail = useSWR([YCXK_KEY, 'goods-detail', skuId], () => fetchCardGoodsDetail(skuId));
  const [num, setNum] = useState(1);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (detail.data === undefined)
    return (
      <CardLoadStatus
        load={detail}
        notFound={{
          title: t('ycxk.detail.notFound'),
          action: { label: t('ycxk.detail.back'), onClick: () => void navigate('/disposableCard/GoodsList') },
        }}
      />
    );
  const { goods, images, inCart } = detail.data;
  const left = Math.min(goods.stock, LINE_MAX) - inCart;
  const canBuy = card.status === 'ACTIVE' && goods.onSale && left > 0;

  const add = async (thenOrder: boolean) => {
    setBusy(true);
    setFailure(null);
    const outcome = await addToCardCart(goods.skuId, num).finally(() => setBusy(false));
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    // Everything of the card (its cart, this goods' count in it) is asked for afresh.
    void mutate((key) => Array.isArray(key) && key[0] === YCXK_KEY);
    if (thenOrder) void navigate('/disposableCard/Order');
    else toaster.create({ type: 'success', description: t('ycxk.detail.added') });
  };

  return (
    <Flex gap="8" wrap="wrap" align="start">
      <Stack gap="2">
        <GoodsPicture src={images[0]} alt={goods.name} size={PICTURE_PX} rounded="md" />
        <HStack gap="2">
          {images.slice(1, 5).map((src, index) => (
            <Image
              key={src}
              src={src}
              alt={t('ycxk.detail.picture', { name: goods.name, index: index + 2 })}
              htmlWidth={64}
              htmlHeight={64}
              w="64px"
              h="64px"
              objectFit="cover"
              rounded="sm"
            />
          ))}
        </HStack>
      </Stack>
      <Stack gap="4" flex="1" minW="72">
        <Text as="h2" fontSize="xl" fontWeight="semibold">
          {goods.name}
        </Text>
        <Box bg="bg.muted" rounded="md" px="4" py="3">
          <Text fontSize="sm" color="fg.muted">
            {t('ycxk.detail.price')}
          </Text>
          <CardPrice goods={goods} large />
        </Box>
        <Text fontSize="sm">{t('ycxk.detail.freight')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {!goods.onSale
            ? t('ycxk.goods.offSale')
            : goods.stock <= 0
              ? t('ycxk.goods.soldOut')
              : t('ycxk.detail.stock', { count: goods.stock })}
          {inCart > 0 ? ` · ${t('ycxk.detail.inCart', { count: inCart })}` : ''}
        </Text>
        <HStack gap="4">
          <Text>{t('ycxk.detail.quantity')}</Text>
          <QuantityStepper
            value={num}
            max={Math.max(left, 1)}
            onChange={setNum}
            disabled={!canBuy || busy}
            labels={{
              less: t('ycxk.detail.less'),
              more: t('ycxk.detail.more'),
              value: t('ycxk.detail.quantity'),
            }}
          />
        </HStack>
        <AlertLine status="error" title={failure} />
        <HStack gap="3">
          <Button
            variant="outline"
            colorPalette="red"
            disabled={!canBuy}
            loading={busy}
            onClick={() => void add(false)}
          >
            {t('ycxk.detail.addToCart')}
          </Button>
          <Button colorPalette="red" disabled={!canBuy} loading={busy} onClick={() => void add(true)}>
            {t('ycxk.detail.redeemNow')}
          </Button>
        </HStack>
      </Stack>
    </Flex>
  );
}

/** `/disposableCard/disposableCardGoodsDetail?skuId=`: one goods of the card's range. */
export function CardGoodsDetailPage() {
  const { t } = useDisposableCardStrings();
  const [params] = useSearchParams();
  const skuId = params.get('skuId') ?? '';
  return (
    <DisposableCardFrame title={t('ycxk.detail.title')}>
      {(card) =>
        skuId ? (
          <CardGoodsDetail key={skuId} skuId={skuId} card={card} />
        ) : (
          <StatusMessage title={t('ycxk.detail.notFound')} />
        )
      }
    </DisposableCardFrame>
  );
}
