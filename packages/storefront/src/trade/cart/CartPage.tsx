import { Box, Checkbox, EmptyState, Grid, Stack, Text, VStack } from '@chakra-ui/react';
import type { CartSku, CartStore, CartView, PlanExchangeCheck } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import {
  checkAllCartLines,
  checkCartLine,
  checkCartStore,
  checkPlanMaxExchange,
  clearCart,
  fetchCart,
  removeCartLines,
  setCartLineNum,
} from '../../api/cart.ts';
import type { RequestOutcome } from '../../api/request.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { TradeFrame } from '../DetailParts.tsx';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { LoadStatus, loadWordsOf } from '../../ui/LoadStatus.tsx';
import { ERROR_TOAST_DURATION_MS, toaster } from '../../ui/toaster.ts';
import { userInfoAtom } from '../../state/session.ts';
import { CART_LINE_COLUMNS } from './CartLine.tsx';
import { CartStoreGroup } from './CartStoreGroup.tsx';
import { CartTotalsBar } from './CartTotalsBar.tsx';
import { SeparateRedemptionDialog } from './SeparateRedemptionDialog.tsx';
import { useCartStrings } from './useCartStrings.ts';
import { useCartSync } from './useCartSync.ts';

/** What a delete asks the member to confirm. */
type PendingDelete = { kind: 'line'; line: CartSku } | { kind: 'checked' } | { kind: 'clear' };

/** The lines of each store, in the cart's order; lines of no listed store last, under no store. */
function storeGroups(cart: CartView): { store: CartStore | null; lines: CartSku[] }[] {
  const byId = new Map(cart.skuList.map((line) => [line.goodsSku.id, line]));
  const grouped = new Set<string>();
  const groups = cart.stores.map((store) => ({
    store,
    lines: store.skuIds.flatMap((skuId) => {
      const line = byId.get(skuId);
      if (!line) return [];
      grouped.add(skuId);
      return [line];
    }),
  }));
  const rest = cart.skuList.filter((line) => !grouped.has(line.goodsSku.id));
  return [
    ...groups.filter((group) => group.lines.length > 0),
    ...(rest.length ? [{ store: null, lines: rest }] : []),
  ];
}

/**
 * The cart (spec 02 sections 2, 5, 7 and 8): lines by store with store and line tick boxes, tick
 * all, quantities, delete one, delete ticked, empty the cart, and the totals with "check out",
 * which first asks whether the ticked goods may be ordered together. Every write answers the whole
 * cart, which replaces the page's, the badge's and the drawer's.
 */
export function CartPage() {
  const { t } = useCartStrings();
  const navigate = useNavigate();
  const member = useAtomValue(userInfoAtom);
  const syncCart = useCartSync();
  const cart = useSWR(['trade-cart', member?.id ?? ''], () => fetchCart(), { onSuccess: syncCart });
  const [busy, setBusy] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [separate, setSeparate] = useState<PlanExchangeCheck | null>(null);
  const [checkingOut, setCheckingOut] = useState(false);

  /** Runs one cart write; its answer becomes the cart everywhere, its refusal a warning. */
  const write = async (send: () => Promise<RequestOutcome<CartView>>, done?: string) => {
    setBusy(true);
    try {
      const outcome = await send();
      if (!outcome.ok) {
        toaster.create({
          type: 'error',
          description: outcome.message,
          duration: ERROR_TOAST_DURATION_MS,
          closable: true,
        });
        return;
      }
      await cart.mutate(outcome.result, { revalidate: false });
      syncCart(outcome.result);
      if (done) toaster.create({ type: 'success', description: done });
    } catch {
      // The request layer has shown the failure.
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = () => {
    const pending = pendingDelete;
    setPendingDelete(null);
    if (!pending || !cart.data) return;
    if (pending.kind === 'clear') return void write(clearCart, t('cart.removed'));
    const skuIds =
      pending.kind === 'line'
        ? [pending.line.goodsSku.id]
        : cart.data.skuList.filter((line) => line.checked).map((line) => line.goodsSku.id);
    void write(() => removeCartLines(skuIds), t('cart.removed'));
  };

  const checkout = async () => {
    setCheckingOut(true);
    try {
      const check = await checkPlanMaxExchange();
      if (check.pass) await navigate('/pay');
      else setSeparate(check);
    } catch {
      // The request layer has shown the failure.
    } finally {
      setCheckingOut(false);
    }
  };

  return (
    <TradeFrame title={t('cart.title')}>
      {cart.data === undefined ? (
        <LoadStatus load={cart} words={loadWordsOf(t, 'cart')} />
      ) : cart.data.skuList.length === 0 ? (
        <EmptyCart />
      ) : (
        <CartContents
          cart={cart.data}
          busy={busy}
          checkingOut={checkingOut}
          onCheckAll={(checked) => void write(() => checkAllCartLines(checked))}
          onCheckStore={(store, checked) => void write(() => checkCartStore(store.storeId, checked))}
          onCheckLine={(line, checked) => void write(() => checkCartLine(line.goodsSku.id, checked))}
          onNum={(line, num) => void write(() => setCartLineNum(line.goodsSku.id, num))}
          onDelete={setPendingDelete}
          onCheckout={() => void checkout()}
        />
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        onDismiss={() => setPendingDelete(null)}
        title={pendingDelete?.kind === 'clear' ? t('cart.confirmClearTitle') : t('cart.confirmRemoveTitle')}
        confirmLabel={t('cart.confirm')}
        onConfirm={confirmDelete}
        cancelLabel={t('cart.cancel')}
        confirmPalette="red"
      >
        {pendingDelete?.kind === 'line'
          ? t('cart.confirmRemove', { name: pendingDelete.line.goodsSku.goodsName })
          : pendingDelete?.kind === 'checked'
            ? t('cart.confirmRemoveChecked', {
                count: cart.data?.skuList.filter((line) => line.checked).length ?? 0,
              })
            : t('cart.confirmClear')}
      </ConfirmDialog>
      <SeparateRedemptionDialog
        check={separate}
        lines={cart.data?.skuList ?? []}
        onClose={() => setSeparate(null)}
      />
    </TradeFrame>
  );
}

interface CartContentsProps {
  cart: CartView;
  busy: boolean;
  checkingOut: boolean;
  onCheckAll: (checked: boolean) => void;
  onCheckStore: (store: CartStore, checked: boolean) => void;
  onCheckLine: (line: CartSku, checked: boolean) => void;
  onNum: (line: CartSku, num: number) => void;
  onDelete: (pending: PendingDelete) => void;
  onCheckout: () => void;
}

/** The head row with "select all", the stores' lines, and the totals. */
function CartContents({
  cart,
  busy,
  checkingOut,
  onCheckAll,
  onCheckStore,
  onCheckLine,
  onNum,
  onDelete,
  onCheckout,
}: CartContentsProps) {
  const { t } = useCartStrings();
  const valid = cart.skuList.filter((line) => line.invalidReason === null);
  const allChecked = valid.length > 0 && valid.every((line) => line.checked);
  return (
    <Stack gap="4">
      <Grid
        templateColumns={CART_LINE_COLUMNS}
        gap="3"
        alignItems="center"
        px="4"
        py="2"
        bg="bg.muted"
        borderRadius="md"
        fontSize="sm"
        color="fg.muted"
      >
        <Box gridColumn="1 / span 3">
          <Checkbox.Root
            colorPalette="red"
            checked={allChecked}
            // Read-only, not disabled, while a write is out: a disabled box drops the keyboard's focus.
            disabled={valid.length === 0}
            readOnly={busy}
            onCheckedChange={(details) => onCheckAll(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('cart.checkAll')}</Checkbox.Label>
          </Checkbox.Root>
        </Box>
        <Text>{t('cart.head.price')}</Text>
        <Text>{t('cart.head.quantity')}</Text>
        <Text>{t('cart.head.subTotal')}</Text>
        <Text>{t('cart.head.actions')}</Text>
      </Grid>
      {storeGroups(cart).map(({ store, lines }) => (
        <CartStoreGroup
          key={store?.storeId ?? ''}
          store={store}
          lines={lines}
          busy={busy}
          onCheckStore={(checked) => store && onCheckStore(store, checked)}
          onCheckLine={onCheckLine}
          onNum={onNum}
          onRemove={(line) => onDelete({ kind: 'line', line })}
        />
      ))}
      <CartTotalsBar
        priceDetail={cart.priceDetail}
        checkedLines={cart.skuList.filter((line) => line.checked).length}
        busy={busy}
        checkingOut={checkingOut}
        onRemoveChecked={() => onDelete({ kind: 'checked' })}
        onClear={() => onDelete({ kind: 'clear' })}
        onCheckout={onCheckout}
      />
    </Stack>
  );
}

/** The empty cart, with a way to the shop. */
function EmptyCart() {
  const { t } = useCartStrings();
  return (
    <EmptyState.Root size="lg">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{t('cart.empty')}</EmptyState.Title>
          <EmptyState.Description>{t('cart.emptyHint')}</EmptyState.Description>
        </VStack>
        <ShellLink to="/" color="brand.solid" fontWeight="semibold">
          {t('cart.goShopping')}
        </ShellLink>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
