import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { DisposableCardSession } from '@mall/schemas';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { AddressCard } from '../address-book/AddressCard.tsx';
import { useAddressBook } from '../address-book/useAddressBook.ts';
import { ShellLink } from '../ui/ShellLink.tsx';
import { CardCartEmpty, CardCartTotal, useCardCart } from './CardCartPage.tsx';
import { CardLoadStatus } from './CardLoadStatus.tsx';
import { AlertLine } from '../ui/AlertLine.tsx';
import { placeCardOrder } from '../api/disposable-card.ts';
import { DisposableCardFrame } from './DisposableCardFrame.tsx';
import { YCXK_KEY } from './useCardSession.ts';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';

/** The card's address page, coming back here once an address is added. */
const ADDRESS_PATH = '/disposableCard/Address?from=order';

/** The address, the goods, the total and the note of the card's order; placing it goes to Pay. */
function CardOrder({ card }: { card: DisposableCardSession }) {
  const { t } = useDisposableCardStrings();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const book = useAddressBook();
  const cart = useCardCart();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (book.data === undefined || cart.data === undefined)
    return (
      <CardLoadStatus
        load={{
          isLoading:
            (book.data === undefined && book.isLoading) || (cart.data === undefined && cart.isLoading),
          mutate: () => Promise.all([book.mutate(), cart.mutate()]),
        }}
      />
    );
  const addresses = book.data.records;
  const addressId =
    chosenId ?? addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id ?? null;
  const { lines, points, balance, enough } = cart.data;
  if (lines.length === 0) return <CardCartEmpty title={t('ycxk.order.emptyCart')} />;

  const submit = async () => {
    if (!addressId) {
      setFailure(t('ycxk.order.chooseAddress'));
      return;
    }
    setBusy(true);
    setFailure(null);
    const outcome = await placeCardOrder({ addressId, remark }).finally(() => setBusy(false));
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    void mutate((key) => Array.isArray(key) && key[0] === YCXK_KEY);
    void navigate(`/disposableCard/Pay?sn=${encodeURIComponent(outcome.result.sn)}`);
  };

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="ycxk-order-address">
        <HStack justify="space-between" mb="3">
          <Text as="h2" id="ycxk-order-address" fontSize="lg" fontWeight="semibold">
            {t('ycxk.order.address')}
          </Text>
          <ShellLink to={ADDRESS_PATH}>
            {addresses.length === 0 ? t('ycxk.order.addAddress') : t('ycxk.order.manageAddress')}
          </ShellLink>
        </HStack>
        {addresses.length === 0 ? (
          <Stack align="start" gap="3">
            <Text color="fg.muted">{t('ycxk.order.noAddress')}</Text>
            <Button asChild colorPalette="red" variant="outline">
              <RouterLink to={ADDRESS_PATH}>{t('ycxk.order.addAddress')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                actions={
                  <Button
                    size="sm"
                    colorPalette="red"
                    variant={address.id === addressId ? 'solid' : 'outline'}
                    aria-pressed={address.id === addressId}
                    onClick={() => setChosenId(address.id)}
                  >
                    {t('ycxk.order.useAddress', { name: address.consigneeName })}
                  </Button>
                }
              />
            ))}
          </Stack>
        )}
      </Box>

      <Box as="section" aria-labelledby="ycxk-order-goods">
        <Text as="h2" id="ycxk-order-goods" fontSize="lg" fontWeight="semibold" mb="3">
          {t('ycxk.order.goods')}
        </Text>
        <Stack as="ul" gap="2" listStyleType="none">
          {lines.map((line) => (
            <HStack as="li" key={line.skuId} justify="space-between" borderBottomWidth="1px" py="2">
              <Text>
                {line.name} × {line.num}
              </Text>
              <Text>{t('ycxk.points', { points: line.subTotal })}</Text>
            </HStack>
          ))}
        </Stack>
      </Box>

      <Field.Root>
        <Field.Label>{t('ycxk.order.remark')}</Field.Label>
        <Textarea
          value={remark}
          maxLength={200}
          placeholder={t('ycxk.order.remarkPlaceholder')}
          onChange={(event) => setRemark(event.target.value)}
        />
      </Field.Root>

      <Stack align="end" gap="2">
        <Text color="fg.muted">{t('ycxk.order.freight')}</Text>
        <CardCartTotal total={t('ycxk.order.total', { points })} balance={balance} enough={enough} />
        <AlertLine status="error" maxW="xl" title={failure} />
        <Button
          colorPalette="red"
          loading={busy}
          disabled={!enough || card.status !== 'ACTIVE'}
          onClick={() => void submit()}
        >
          {t('ycxk.order.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** `/disposableCard/Order`: confirm the card's order: address, goods, total; placing it goes to Pay. */
export function CardOrderPage() {
  const { t } = useDisposableCardStrings();
  return (
    <DisposableCardFrame title={t('ycxk.order.title')}>
      {(card) => <CardOrder card={card} />}
    </DisposableCardFrame>
  );
}
