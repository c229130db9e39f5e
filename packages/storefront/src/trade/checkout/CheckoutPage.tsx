import { Alert, Box, Button, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import type { CheckoutRequest, MemberAddress } from '@mall/schemas';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { fetchCartCount } from '../../api/cart.ts';
import { commitOrder, fetchCheckout, fetchShippingAddresses, preCheckOrder } from '../../api/checkout.ts';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { LoadStatus, loadWordsOf } from '../../ui/LoadStatus.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { TradeFrame } from '../DetailParts.tsx';
import { cartCountAtom } from '../../state/cart-count.ts';
import { userInfoAtom } from '../../state/session.ts';
import { AddressChoice } from './AddressChoice.tsx';
import { CheckoutLines } from './CheckoutLines.tsx';
import { CouponChoice } from './CouponChoice.tsx';
import { NewAddressDialog } from './NewAddressDialog.tsx';
import { PriceDetailPanel } from './PriceDetailPanel.tsx';
import { useCheckoutStrings } from './useCheckoutStrings.ts';
import { CheckoutInvoice } from '../invoice/CheckoutInvoice.tsx';
import {
  invoiceProblems,
  invoiceRequestOf,
  type InvoiceDraft,
  type InvoiceProblems,
} from '../invoice/invoice-rules.ts';
import { CheckoutVisitor } from '../visitor/CheckoutVisitor.tsx';
import {
  EMPTY_VISITOR,
  visitorProblems,
  visitorRequestOf,
  type VisitorDraft,
  type VisitorProblems,
} from '../visitor/visitor-rules.ts';
import { AlertLine } from '../../ui/AlertLine.tsx';

/** Most characters of an order note (the server's limit). */
export const REMARK_MAX = 200;

/**
 * The one SKU and quantity of a "buy now" (`/pay?skuId=1001&num=3`), or null for the ticked cart
 * lines. Both must be there; the server refuses a malformed pair.
 */
function useDirectLine(): { skuId: string; num: string } | null {
  const [search] = useSearchParams();
  const skuId = search.get('skuId');
  const num = search.get('num');
  return skuId && num ? { skuId, num } : null;
}

/**
 * The checkout (/pay, spec 02 sections 2 and 7): where to ship (or a new address), the ticked
 * lines (or the one goods bought now), who comes for goods received in person, a coupon, a note, an invoice if wanted, and the price the server computes for that choice; "place the order"
 * runs the server's checks, then places it and opens the payment. A refusal is shown above the
 * button and every choice stays.
 */
export function CheckoutPage() {
  const { t } = useCheckoutStrings();
  const navigate = useNavigate();
  const memberId = useAtomValue(userInfoAtom)?.id ?? '';
  const setCartCount = useSetAtom(cartCountAtom);
  // `null`: the server's choice (the default address; no coupon).
  const [addressId, setAddressId] = useState<string | null>(null);
  const [couponId, setCouponId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  // `null`: no invoice asked for.
  const [invoice, setInvoice] = useState<InvoiceDraft | null>(null);
  const [invoiceSlips, setInvoiceSlips] = useState<InvoiceProblems>({});
  // Asked for only when the goods are received in person (`visitorRequired`).
  const [visitor, setVisitor] = useState<VisitorDraft>(EMPTY_VISITOR);
  const [visitorSlips, setVisitorSlips] = useState<VisitorProblems>({});
  const [newAddressOpen, setNewAddressOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const direct = useDirectLine();

  const checkout = useSWR(
    ['checkout', memberId, addressId ?? '', couponId ?? '', direct?.skuId ?? '', direct?.num ?? ''],
    () =>
      fetchCheckout({
        ...(addressId ? { addressId } : {}),
        ...(couponId ? { couponId } : {}),
        ...(direct ?? {}),
      }),
    // Another address or coupon re-prices the order in place.
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const addresses = useSWR(
    ['checkout-addresses', memberId, direct?.skuId ?? '', direct?.num ?? ''],
    () => fetchShippingAddresses(direct ?? {}),
    {
      revalidateOnFocus: false,
    },
  );
  const view = checkout.data;

  if (view === undefined)
    return (
      <TradeFrame title={t('checkout.title')}>
        <LoadStatus load={checkout} words={loadWordsOf(t, 'checkout')} />
      </TradeFrame>
    );
  if (view.skuList.length === 0)
    return (
      <TradeFrame title={t('checkout.title')}>
        <StatusMessage
          title={t('checkout.nothingChecked')}
          description={t('checkout.nothingCheckedHint')}
          action={{ label: t('checkout.backToCart'), onClick: () => void navigate('/cart') }}
        />
      </TradeFrame>
    );

  const chosenId = addressId ?? view.address?.address.id ?? null;
  const chosen =
    addresses.data?.find((entry) => entry.address.id === chosenId) ??
    (view.address?.address.id === chosenId ? view.address : null);
  const repricing = checkout.isValidating;
  const canSubmit = chosen !== null && chosen.deliverable && view.planCheck.pass && !repricing && !submitting;

  const chooseAddress = (id: string) => {
    setFailure(null);
    setAddressId(id);
  };
  const chooseCoupon = (id: string | null) => {
    setFailure(null);
    setCouponId(id);
  };
  const addressSaved = (address: MemberAddress) => {
    setNewAddressOpen(false);
    chooseAddress(address.id);
    void addresses.mutate();
  };

  const submit = async () => {
    if (!chosen) return;
    setFailure(null);
    const slips = invoice ? invoiceProblems(invoice) : {};
    setInvoiceSlips(slips);
    const visitorSlipsNow = view.visitorRequired ? visitorProblems(visitor, new Date()) : {};
    setVisitorSlips(visitorSlipsNow);
    if (Object.keys(slips).length > 0 || Object.keys(visitorSlipsNow).length > 0) return;
    setSubmitting(true);
    const order: CheckoutRequest = {
      ...(direct ? { skuId: direct.skuId, num: Number(direct.num) } : {}),
      addressId: chosen.address.id,
      couponId: view.couponId,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
      ...(invoice ? { invoice: invoiceRequestOf(invoice) } : {}),
      ...(view.visitorRequired ? { visitor: visitorRequestOf(visitor) } : {}),
    };
    try {
      const checked = await preCheckOrder(order);
      if (!checked.ok) return setFailure(checked.message);
      const placed = await commitOrder(order);
      if (!placed.ok) return setFailure(placed.message);
      // The ordered lines left the cart: the badge follows (the drawer refetches when it opens).
      void fetchCartCount()
        .then(setCartCount)
        .catch(() => undefined);
      await navigate(`/payMent?sn=${encodeURIComponent(placed.result.sn)}`);
    } catch {
      // The request layer has shown the failure; every choice stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <TradeFrame title={t('checkout.title')}>
      <Stack gap="6">
        <Section title={t('checkout.address')}>
          {addresses.data === undefined ? (
            <Text color="fg.muted">{t('checkout.addressLoading')}</Text>
          ) : (
            <AddressChoice
              addresses={addresses.data}
              value={chosenId}
              onChange={chooseAddress}
              onNew={() => setNewAddressOpen(true)}
              lines={view.skuList}
            />
          )}
        </Section>
        <Section title={t('checkout.goods')}>
          {!view.planCheck.pass ? (
            <Alert.Root status="error" mb="3">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{view.planCheck.message ?? t('checkout.planRefused')}</Alert.Title>
                <Alert.Description>
                  <ShellLink to="/cart">{t('checkout.backToCart')}</ShellLink>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <CheckoutLines lines={view.skuList} stores={view.stores} />
        </Section>
        {view.visitorRequired ? (
          <CheckoutVisitor
            value={visitor}
            onChange={(next) => {
              setFailure(null);
              setVisitor(next);
            }}
            problems={visitorSlips}
            disabled={submitting}
          />
        ) : null}
        <Section title={t('checkout.coupon')}>
          <CouponChoice
            coupons={view.coupons}
            value={repricing ? couponId : view.couponId}
            onChange={chooseCoupon}
            disabled={submitting}
          />
        </Section>
        <Section title={t('checkout.remark')}>
          <Field.Root>
            <Field.Label srOnly>{t('checkout.remark')}</Field.Label>
            <Textarea
              value={remark}
              maxLength={REMARK_MAX}
              placeholder={t('checkout.remarkPlaceholder')}
              onChange={(event) => setRemark(event.target.value.slice(0, REMARK_MAX))}
            />
            <Field.HelperText>
              {t('checkout.remarkCount', { count: remark.length, max: REMARK_MAX })}
            </Field.HelperText>
          </Field.Root>
        </Section>
        <CheckoutInvoice
          value={invoice}
          onChange={(next) => {
            setFailure(null);
            setInvoice(next);
          }}
          problems={invoiceSlips}
          disabled={submitting}
        />
        <Flex direction="column" align="flex-end" gap="3" borderTopWidth="1px" pt="4">
          <PriceDetailPanel priceDetail={view.priceDetail} balance={view.balance} />
          <AlertLine status="error" maxW="32rem" title={failure} />
          {chosen === null ? (
            <Text fontSize="sm" color="fg.muted">
              {t('checkout.chooseAddress')}
            </Text>
          ) : null}
          <Button
            colorPalette="red"
            size="lg"
            disabled={!canSubmit}
            loading={submitting}
            onClick={() => void submit()}
          >
            {t('checkout.submit')}
          </Button>
        </Flex>
      </Stack>
      <NewAddressDialog
        open={newAddressOpen}
        onClose={() => setNewAddressOpen(false)}
        onSaved={addressSaved}
      />
    </TradeFrame>
  );
}

/** A titled part of the checkout. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
