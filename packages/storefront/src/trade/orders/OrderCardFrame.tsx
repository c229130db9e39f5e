import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ShellLink } from '../../ui/ShellLink.tsx';

export interface OrderCardFrameProps {
  /** The order's detail, linked from its number. */
  detailTo: string;
  /** The order's number and its time, as shown in the card's head. */
  snText: string;
  timeText: string;
  /** The order's status badge, at the head's end. */
  status: ReactNode;
  /** A line under the head about the whole order (a benefit order's plan case). Defaults to none. */
  summary?: ReactNode;
  /** Names the list of the order's goods. */
  goodsLabel: string;
  /** The order's goods: `OrderGoodsRow`s. */
  goods: ReactNode;
  /** Beside the goods: the total and the order's buttons. */
  aside: ReactNode;
  /** Rendered after the card's content (a dialog the card opens). Defaults to none. */
  children?: ReactNode;
}

/** One order of a member's order list (an `<li>`): number, time and status, its goods, and its total and buttons. */
export function OrderCardFrame({
  detailTo,
  snText,
  timeText,
  status,
  summary,
  goodsLabel,
  goods,
  aside,
  children,
}: OrderCardFrameProps) {
  return (
    <Box as="li" borderWidth="1px" borderColor="border.muted" borderRadius="md" overflow="hidden">
      <Flex bg="bg.subtle" px="4" py="2" gap="6" align="center" fontSize="sm" wrap="wrap">
        <ShellLink to={detailTo} fontWeight="medium">
          {snText}
        </ShellLink>
        <Text color="fg.muted">{timeText}</Text>
        <Box ms="auto">{status}</Box>
      </Flex>
      {summary}
      <Flex px="4" py="3" gap="6" align="flex-start">
        <Stack as="ul" aria-label={goodsLabel} gap="3" flex="1" minW="0" m="0" p="0">
          {goods}
        </Stack>
        <Stack gap="3" align="flex-end" flexShrink={0} w="16rem">
          {aside}
        </Stack>
      </Flex>
      {children}
    </Box>
  );
}
