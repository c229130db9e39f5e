import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { MemberAddress } from '@mall/schemas';
import type { ReactNode } from 'react';
import { addressLine } from './address-fields.ts';
import { useAddressBookStrings } from './useAddressBookStrings.ts';

export interface AddressCardProps {
  address: MemberAddress;
  /** Buttons or links at the card's right (edit, delete, make default; the checkout's "use this"). */
  actions?: ReactNode;
}

/**
 * One address as a list item: consignee and mobile (as stored), its alias and the default badge,
 * then the region path and the street. The default one is framed in the mall's red.
 */
export function AddressCard({ address, actions }: AddressCardProps) {
  const { t } = useAddressBookStrings();
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor={address.isDefault ? 'red.400' : 'border'}
      rounded="md"
      px="5"
      py="4"
    >
      <HStack justify="space-between" align="start" gap="4" wrap="wrap">
        <Box minW="0" flex="1">
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="semibold">{address.consigneeName}</Text>
            <Text>{address.mobile}</Text>
            {address.alias ? (
              <Badge variant="outline" colorPalette="gray">
                {address.alias}
              </Badge>
            ) : null}
            {address.isDefault ? (
              <Badge variant="solid" colorPalette="red">
                {t('address.default')}
              </Badge>
            ) : null}
          </HStack>
          <Text mt="2" color="fg.muted">
            {addressLine(address)}
          </Text>
        </Box>
        {actions ? (
          <HStack gap="3" flexShrink={0}>
            {actions}
          </HStack>
        ) : null}
      </HStack>
    </Box>
  );
}
