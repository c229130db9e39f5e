import { Alert, Badge, Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { DisposableCardCart, DisposableCardCartLine, DisposableCardSession } from '@mall/schemas';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import useSWR from 'swr';
import { ShellLink } from '../ui/ShellLink.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { cardGoodsPath } from './CardGoodsCard.tsx';
import { fetchCardCart, removeFromCardCart, setCardCartNum } from '../api/disposable-card.ts';
import { DisposableCardFrame } from './DisposableCardFrame.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { YCXK_KEY } from './useCardSession.ts';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';

/** Side of a line's picture, in CSS pixels. */
const PICTURE_PX = 80;
/** Most units one line may hold (the cart's cap). */
const LINE_MAX = 999;

/** The swr key of the card's cart; the order page reads the same. */
export const CARD_CART_KEY = [YCXK_KEY, 'cart'] as const;

/** The card's cart (swr state). */
export function useCardCart() {
  return useSWR(CARD_CART_KEY, fetchCardCart);
}

interface CartLineProps {
  line: DisposableCardCartLine;
  busy: boolean;
  onNum: (num: number) => void;
  onRemove: () => void;
}

function CardCartLine({ line, busy, onNum, onRemove }: CartLineProps) {
  const { t } = useDisposableCardStrings();
  return (
    <Flex as="li" gap="4" align="center" borderBottomWidth="1px" py="4" wrap="wrap">
      {line.thumbnail ? (
        <Image
          src={line.thumbnail}
          alt={line.name}
          htmlWidth={PICTURE_PX}
          htmlHeight={PICTURE_PX}
          w={`${PICTURE_PX}px`}
          h={`${PICTURE_PX}px`}
          objectFit="cover"
          rounded="sm"
          filter={line.invalidReason ? 'grayscale(1)' : undefined}
        />
      ) : (
        <Box w={`${PICTURE_PX}px`} h={`${PICTURE_PX}px`} bg="bg.muted" rounded="sm" />
      )}
      <Stack gap="1" flex="1" minW="48">
        <ShellLink to={cardGoodsPath(line.skuId)} color="inherit">
          {line.name}
        </ShellLink>
        <Text fontSize="sm" color="fg.muted">
          {t('ycxk.cart.price', { points: line.price })}
        </Text>
        {line.invalidReason ? (
          <HStack gap="2">
            <Badge colorPalette="gray">{line.invalidReason}</Badge>
          </HStack>
        ) : null}
      </Stack>
      <QuantityStepper
        value={line.num}
        max={Math.min(Math.max(line.stock, line.num), LINE_MAX)}
        onChange={onNum}
        disabled={busy || line.invalidReason !== null}
        labels={{
          less: t('ycxk.cart.less', { name: line.name }),
          more: t('ycxk.cart.more', { name: line.name }),
          value: t('ycxk.cart.num', { name: line.name }),
        }}
      />
      <Text minW="32" textAlign="end" fontWeight="semibold">
        {t('ycxk.cart.subTotal', { points: line.subTotal })}
      </Text>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('ycxk.cart.removeItem', { name: line.name })}
        disabled={busy}
        onClick={onRemove}
      >
        {t('ycxk.cart.remove')}
      </Button>
    </Flex>
  );
}

/** The lines with their quantities, and the total against the card's balance. */
function CardCart({ card }: { card: DisposableCardSession }) {
  const { t } = useDisposableCardStrings();
  const navigate = useNavigate();
  const cart = useCardCart();
  const [busySku, setBusySku] = useState<string | null>(null);

  const change = async (skuId: string, write: () => Promise<DisposableCardCart>) => {
    setBusySku(skuId);
    try {
      await cart.mutate(write(), { revalidate: false });
    } catch {
      // The request layer showed the server's message; the cart is asked for afresh.
      void cart.mutate();
    } finally {
      setBusySku(null);
    }
  };

  if (cart.data === undefined && cart.isLoading) return <StatusMessage loading title={t('ycxk.loading')} />;
  if (cart.data === undefined)
    return (
      <StatusMessage
        title={t('ycxk.loadFailed')}
        action={{ label: t('ycxk.retry'), onClick: () => void cart.mutate() }}
      />
    );
  const { lines, points, balance, enough } = cart.data;
  if (lines.length === 0)
    return (
      <Stack align="center" gap="3" py="10">
        <StatusMessage title={t('ycxk.cart.empty')} description={t('ycxk.cart.emptyHint')} />
        <Button asChild colorPalette="red">
          <RouterLink to="/disposableCard/GoodsList">{t('ycxk.cart.toGoods')}</RouterLink>
        </Button>
      </Stack>
    );
  const invalid = lines.some((line) => line.invalidReason !== null);

  return (
    <Box>
      <Box as="ul" listStyleType="none" aria-label={t('ycxk.cart.title')}>
        {lines.map((line) => (
          <CardCartLine
            key={line.skuId}
            line={line}
            busy={busySku === line.skuId}
            onNum={(num) => void change(line.skuId, () => setCardCartNum(line.skuId, num))}
            onRemove={() => void change(line.skuId, () => removeFromCardCart(line.skuId))}
          />
        ))}
      </Box>
      <Stack align="end" gap="2" mt="4">
        <Text fontSize="lg" fontWeight="bold" color="red.600">
          {t('ycxk.cart.total', { points })}
        </Text>
        <Text color="fg.muted">{t('ycxk.cart.balance', { points: balance })}</Text>
        {!enough ? (
          <Alert.Root status="warning" maxW="xl">
            <Alert.Indicator />
            <Alert.Title>{t('ycxk.cart.overBalance', { points: balance })}</Alert.Title>
          </Alert.Root>
        ) : null}
        {invalid ? (
          <Alert.Root status="warning" maxW="xl">
            <Alert.Indicator />
            <Alert.Title>{t('ycxk.cart.invalid')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button
          colorPalette="red"
          disabled={!enough || invalid || card.status !== 'ACTIVE'}
          onClick={() => void navigate('/disposableCard/Order')}
        >
          {t('ycxk.cart.checkout')}
        </Button>
      </Stack>
    </Box>
  );
}

/** `/disposableCard/Cart`: the card's cart, its quantities and total against the balance. */
export function CardCartPage() {
  const { t } = useDisposableCardStrings();
  return (
    <DisposableCardFrame title={t('ycxk.cart.title')}>
      {(card) => <CardCart card={card} />}
    </DisposableCardFrame>
  );
}
