import { Box, Heading } from '@chakra-ui/react';
import type { MemberAddress } from '@mall/schemas';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { AddressForm } from '../address-book/AddressForm.tsx';
import { ADDRESS_BOOK_KEY } from '../address-book/useAddressBook.ts';
import { useAddressBookStrings } from '../address-book/useAddressBookStrings.ts';
import { fetchAddress } from '../api/addresses.ts';
import { RequestError } from '../api/request.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { toaster } from '../ui/toaster.ts';

/** Where the member's addresses are listed, and where a saved address goes back to. */
const ADDRESS_BOOK_PATH = '/home/myAddress';

/**
 * `/home/addAddress` (members): adds an address, or with `?id=` edits that one, its fields filled
 * in. After the save, or on Cancel, back to /home/myAddress. An id that is not one of the member's
 * says "地址不存在".
 */
export function AddAddressRoute() {
  const { t } = useAddressBookStrings();
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const stored = useSWR(id ? ['address', id] : null, () => fetchAddress(id!));
  const backToList = () => void navigate(ADDRESS_BOOK_PATH);

  const onSaved = (address: MemberAddress) => {
    if (id) void stored.mutate(address, { revalidate: false });
    // Forgotten rather than shown stale: the list asks for the book afresh, with this address in it.
    void mutate(ADDRESS_BOOK_KEY, undefined, { revalidate: false });
    toaster.create({ type: 'success', description: t('address.saved') });
    backToList();
  };

  const content = () => {
    if (!id) return <AddressForm onSaved={onSaved} onCancel={backToList} />;
    if (stored.data)
      return (
        <AddressForm key={stored.data.id} initial={stored.data} onSaved={onSaved} onCancel={backToList} />
      );
    if (stored.isLoading) return <StatusMessage loading title={t('address.loading')} />;
    if (stored.error instanceof RequestError && stored.error.kind === 'not-found')
      return (
        <StatusMessage
          title={t('address.notFound')}
          description={t('address.notFoundHint')}
          action={{ label: t('address.backToList'), onClick: backToList }}
        />
      );
    return (
      <StatusMessage
        title={t('address.loadFailed')}
        action={{ label: t('address.retry'), onClick: () => void stored.mutate() }}
      />
    );
  };

  return (
    <PageFrame>
      <Box px="4" pb="8" maxW="3xl">
        <Heading as="h1" size="lg" mb="6">
          {t(id ? 'address.editTitle' : 'address.addTitle')}
        </Heading>
        {content()}
      </Box>
    </PageFrame>
  );
}
