import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import type { MemberAddress } from '@mall/schemas';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AddressCard } from '../address-book/AddressCard.tsx';
import { ADDRESS_BOOK_CAP } from '../address-book/address-fields.ts';
import { AddressForm } from '../address-book/AddressForm.tsx';
import { useAddressBook } from '../address-book/useAddressBook.ts';
import { toaster } from '../ui/toaster.ts';
import { DisposableCardFrame } from './DisposableCardFrame.tsx';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';
import { CardLoadStatus } from './CardLoadStatus.tsx';

/** The card member's addresses and the form adding one; from the order page, a saved address goes back. */
function CardAddresses() {
  const { t } = useDisposableCardStrings();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromOrder = params.get('from') === 'order';
  const book = useAddressBook();
  const [adding, setAdding] = useState(false);

  if (book.data === undefined) return <CardLoadStatus load={book} />;
  const addresses = book.data.records;
  const showForm = adding || addresses.length === 0;

  const onSaved = (address: MemberAddress) => {
    void book.mutate();
    toaster.create({ type: 'success', description: t('ycxk.address.saved') });
    setAdding(false);
    if (fromOrder) void navigate('/disposableCard/Order');
    return address;
  };

  return (
    <Stack gap="5" maxW="3xl">
      <HStack gap="3">
        {!showForm && addresses.length < ADDRESS_BOOK_CAP ? (
          <Button colorPalette="red" onClick={() => setAdding(true)}>
            {t('ycxk.address.add')}
          </Button>
        ) : null}
        {fromOrder ? (
          <Button asChild variant="outline">
            <RouterLink to="/disposableCard/Order">{t('ycxk.address.backToOrder')}</RouterLink>
          </Button>
        ) : null}
      </HStack>
      {showForm ? (
        <Box borderWidth="1px" rounded="md" p="5">
          <AddressForm
            title={t('ycxk.address.add')}
            onSaved={onSaved}
            onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
          />
        </Box>
      ) : null}
      {addresses.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('ycxk.address.title')}>
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** `/disposableCard/Address`: the card member's delivery addresses, and adding one. */
export function CardAddressPage() {
  const { t } = useDisposableCardStrings();
  return <DisposableCardFrame title={t('ycxk.address.title')}>{() => <CardAddresses />}</DisposableCardFrame>;
}
