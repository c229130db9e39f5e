import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
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
import { GoodsPicture } from '../ui/GoodsPicture.tsx';
import { CardLoadStatus } from './CardLoadStatus.tsx';
import { AlertLine } from '../ui/AlertLine.tsx';

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
      <GoodsPicture
        src={line.thumbnail}
        alt={line.name}
        size={PICTURE_PX}
        dimmed={Boolean(line.invalidReason)}
      />
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

/** A cart with no lines (or none left to order): why, and the way to the goods. */
export function CardCartEmpty({ title, description }: { title: string; description?: string }) {
  const { t } = useDisposableCardStrings();
  return (
    <Stack align="center" gap="3" py="10">
      <StatusMessage title={title} description={description} />
      <Button asChild colorPalette="red">
        <RouterLink to="/disposableCard/GoodsList">{t('ycxk.cart.toGoods')}</RouterLink>
      </Button>
    </Stack>
  );
}

/** The total in the cart's and the order's foot, the card's balance, and a warning when it is short. */
export function CardCartTotal({
  total,
  balance,
  enough,
}: {
  total: string;
  balance: number;
  enough: boolean;
}) {
  const { t } = useDisposableCardStrings();
  return (
    <>
      <Text fontSize="lg" fontWeight="bold" color="red.600">
        {total}
      </Text>
      <Text color="fg.muted">{t('ycxk.cart.balance', { points: balance })}</Text>
      <AlertLine
        status="warning"
        maxW="xl"
        title={enough ? null : t('ycxk.cart.overBalance', { points: balance })}
      />
    </>
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

  if (cart.data === undefined) return <CardLoadStatus load={cart} />;
  const { lines, points, balance, enough } = cart.data;
  if (lines.length === 0)
    return <CardCartEmpty title={t('ycxk.cart.empty')} description={t('ycxk.cart.emptyHint')} />;
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
        <CardCartTotal total={t('ycxk.cart.total', { points })} balance={balance} enough={enough} />
        <AlertLine status="warning" maxW="xl" title={invalid ? t('ycxk.cart.invalid') : null} />
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
