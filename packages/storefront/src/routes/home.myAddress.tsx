import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import type { MemberAddress } from '@mall/schemas';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ADDRESS_BOOK_CAP, addressLine } from '../address-book/address-fields.ts';
import { AddressList } from '../address-book/AddressList.tsx';
import { useAddressBook } from '../address-book/useAddressBook.ts';
import { useAddressBookChanges } from '../address-book/useAddressBookChanges.ts';
import { useAddressBookStrings } from '../address-book/useAddressBookStrings.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PageFrame } from '../shell/PageFrame.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';

/**
 * `/home/myAddress` (members): the member's delivery addresses, the default first with its badge;
 * each can be edited, deleted (after a confirm) or made the default. "新增收货地址" opens
 * /home/addAddress until the book holds `ADDRESS_BOOK_CAP`.
 */
export function MyAddressRoute() {
  const { t } = useAddressBookStrings();
  const book = useAddressBook();
  const { remove, makeDefault, busyId } = useAddressBookChanges(() => book.mutate());
  const [deleting, setDeleting] = useState<MemberAddress | null>(null);
  const total = book.data?.total ?? 0;
  const full = total >= ADDRESS_BOOK_CAP;

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleting(null);
    void remove(deleting);
  };

  return (
    <PageFrame>
      <Box px="4" pb="8">
        <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
          <Flex align="baseline" gap="3" wrap="wrap">
            <Heading as="h1" size="lg">
              {t('address.title')}
            </Heading>
            {book.data ? (
              <Text color="fg.muted" fontSize="sm">
                {t('address.count', { count: total, max: ADDRESS_BOOK_CAP })}
              </Text>
            ) : null}
          </Flex>
          {full ? (
            <Button colorPalette="red" disabled>
              {t('address.add')}
            </Button>
          ) : (
            <Button asChild colorPalette="red">
              <RouterLink to="/home/addAddress">{t('address.add')}</RouterLink>
            </Button>
          )}
        </Flex>
        {full ? (
          <Text color="fg.muted" fontSize="sm" mb="4">
            {t('address.full', { max: ADDRESS_BOOK_CAP })}
          </Text>
        ) : null}

        {book.data === undefined && book.isLoading ? (
          <StatusMessage loading title={t('address.loading')} />
        ) : book.data === undefined ? (
          <StatusMessage
            title={t('address.loadFailed')}
            action={{ label: t('address.retry'), onClick: () => void book.mutate() }}
          />
        ) : book.data.records.length === 0 ? (
          <StatusMessage title={t('address.empty')} description={t('address.emptyHint')} />
        ) : (
          <AddressList
            addresses={book.data.records}
            onDelete={setDeleting}
            onSetDefault={(address) => void makeDefault(address)}
            busyId={busyId}
          />
        )}
      </Box>

      <ConfirmDialog
        open={deleting !== null}
        onDismiss={() => setDeleting(null)}
        title={t('address.deleteTitle')}
        confirmLabel={t('address.deleteConfirm')}
        onConfirm={confirmDelete}
        cancelLabel={t('address.cancel')}
        confirmPalette="red"
        size="sm"
      >
        {deleting ? t('address.deleteText', { address: addressLine(deleting) }) : null}
      </ConfirmDialog>
    </PageFrame>
  );
}
