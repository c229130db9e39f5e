import { Button, Flex, Text } from '@chakra-ui/react';
import { withCustomPageType } from '@mall/runtime';
import type { OrderActions, OrderStatus } from '@mall/schemas';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { addOrderGoodsToCart, cancelOrder, deleteOrder, receiveOrder } from '../../api/orders.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DialogFrame } from '../../ui/DialogFrame.tsx';
import { orderDetailPath } from '../../shell/drawers/OrderCards.tsx';
import { toaster } from '../../ui/toaster.ts';
import { cartCountAtom } from '../../state/cart-count.ts';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';
import { orderLogisticsKey, OrderLogistics } from './OrderLogistics.tsx';
import { orderPayPath } from './order-paths.ts';
import { useOrderStrings } from './useOrderStrings.ts';

export interface OrderActionBarProps {
  sn: string;
  status: OrderStatus;
  /** What the server lets the member do with the order now. */
  actions: OrderActions;
  /** The goods and units "再次购买" puts back in the cart. */
  items: ReadonlyArray<{ skuId: string; num: number }>;
  /** After an action changed the order (cancelled, received): refresh what shows it. */
  onChanged: () => unknown;
  /** After the order was deleted. Defaults to `onChanged`. */
  onDeleted?: () => unknown;
  /**
   * The list's buttons: the order detail link and the logistics dialog. The detail page shows both
   * itself. Defaults to `true`.
   */
  inList?: boolean;
}

type Asking = 'cancel' | 'receive' | 'delete' | 'logistics' | null;

/**
 * The buttons of an order, as its `actions` allow: pay, cancel (with a reason), confirm receipt,
 * delete (both confirmed), follow the parcel, open the detail, buy again. Each change says so in a
 * toast and refreshes the order; a refusal is the server's message, shown by the request layer.
 */
export function OrderActionBar({
  sn,
  status,
  actions,
  items,
  onChanged,
  onDeleted = onChanged,
  inList = true,
}: OrderActionBarProps) {
  const { t } = useOrderStrings();
  const navigate = useNavigate();
  const keepMode = useKeepPageMode();
  const setCartCount = useSetAtom(cartCountAtom);
  const { mutate } = useSWRConfig();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [buying, setBuying] = useState(false);

  const run = async (change: () => Promise<void>, done: string, after: () => unknown) => {
    setAsking(null);
    setBusy(true);
    try {
      await change();
      toaster.create({ type: 'success', description: done });
      await after();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const buyAgain = async () => {
    setBuying(true);
    try {
      const cart = await addOrderGoodsToCart(items);
      setCartCount(cart.count);
      toaster.create({ type: 'success', description: t('drawer.addedToCart') });
      await navigate(keepMode('/cart'));
    } catch {
      // The request layer has shown why the goods could not go back in the cart.
    } finally {
      setBuying(false);
    }
  };

  const canBuyAgain = status !== 'UNPAID' && items.length > 0;
  return (
    <>
      <Flex role="group" aria-label={t('orders.actions', { sn })} gap="2" wrap="wrap" justify="flex-end">
        {actions.pay ? (
          <Button asChild size="xs" colorPalette="brand">
            <RouterLink to={keepMode(orderPayPath(sn))}>{t('orders.action.pay')}</RouterLink>
          </Button>
        ) : null}
        {actions.receive ? (
          <Button size="xs" colorPalette="brand" disabled={busy} onClick={() => setAsking('receive')}>
            {t('orders.action.receive')}
          </Button>
        ) : null}
        {actions.cancel ? (
          <Button size="xs" variant="outline" disabled={busy} onClick={() => setAsking('cancel')}>
            {t('orders.action.cancel')}
          </Button>
        ) : null}
        {inList && actions.logistics ? (
          <Button size="xs" variant="outline" onClick={() => setAsking('logistics')}>
            {t('orders.action.logistics')}
          </Button>
        ) : null}
        {canBuyAgain ? (
          <Button size="xs" variant="outline" loading={buying} onClick={() => void buyAgain()}>
            {t('orders.action.buyAgain')}
          </Button>
        ) : null}
        {actions.delete ? (
          <Button size="xs" variant="ghost" disabled={busy} onClick={() => setAsking('delete')}>
            {t('orders.action.delete')}
          </Button>
        ) : null}
        {inList ? (
          <Button asChild size="xs" variant="ghost">
            <RouterLink to={keepMode(orderDetailPath(sn))}>{t('orders.action.detail')}</RouterLink>
          </Button>
        ) : null}
      </Flex>

      <CancelOrderDialog
        open={asking === 'cancel'}
        sn={sn}
        paid={status !== 'UNPAID'}
        onDismiss={() => setAsking(null)}
        onConfirm={(reason) => void run(() => cancelOrder(sn, reason), t('orders.cancelled'), onChanged)}
      />
      <ConfirmDialog
        open={asking === 'receive'}
        onDismiss={() => setAsking(null)}
        title={t('orders.receive.title')}
        cancelLabel={t('orders.dialog.back')}
        confirmLabel={t('orders.receive.confirm')}
        onConfirm={() => void run(() => receiveOrder(sn), t('orders.received'), onChanged)}
      >
        <Text>{t('orders.receive.text', { sn })}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        onDismiss={() => setAsking(null)}
        title={t('orders.delete.title')}
        cancelLabel={t('orders.dialog.back')}
        confirmLabel={t('orders.delete.confirm')}
        confirmPalette="red"
        onConfirm={() => void run(() => deleteOrder(sn), t('orders.deleted'), onDeleted)}
      >
        <Text>{t('orders.delete.text', { sn })}</Text>
      </ConfirmDialog>
      {inList ? (
        <LogisticsDialog
          open={asking === 'logistics'}
          sn={sn}
          onClose={() => {
            setAsking(null);
            // The next opening asks the courier again rather than showing an old trace.
            void mutate(orderLogisticsKey(sn), undefined, { revalidate: false });
          }}
        />
      ) : null}
    </>
  );
}

/** "查看物流" from the list: the parcel in a dialog. */
function LogisticsDialog({ open, sn, onClose }: { open: boolean; sn: string; onClose: () => void }) {
  const { t } = useOrderStrings();
  return (
    <DialogFrame
      open={open}
      title={t('orders.logistics.title')}
      onDismiss={onClose}
      scrollsInside
      closeLabel={t('orders.logistics.close')}
    >
      {open ? <OrderLogistics sn={sn} /> : null}
    </DialogFrame>
  );
}

/** Keeps custom-page mode (`pageType=custom`) on the paths the buttons go to, as shell links do. */
function useKeepPageMode(): (path: string) => string {
  const [params] = useSearchParams();
  const custom = params.get('pageType') === 'custom';
  return (path) => (custom ? withCustomPageType(path) : path);
}
