import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DetailPanel } from '../DetailParts.tsx';

export interface OrderStatusPanelProps {
  /** The order's (or request's) number, as shown. */
  snText: string;
  /** Names the panel. Defaults to `snText`. */
  label?: string;
  /** The order's status badge. */
  status: ReactNode;
  /** The order's buttons, at the panel's end. */
  actions: ReactNode;
  /** Under the head: the steps with their times, the cancel reason. */
  children: ReactNode;
}

/**
 * The head of an order's (or an after-sale request's) detail: its number, status and buttons, then
 * how far it has come.
 */
export function OrderStatusPanel({
  snText,
  label = snText,
  status,
  actions,
  children,
}: OrderStatusPanelProps) {
  return (
    <DetailPanel label={label}>
      <Flex gap="4" align="center" wrap="wrap">
        <Text fontWeight="medium">{snText}</Text>
        {status}
        <Box ms="auto">{actions}</Box>
      </Flex>
      {children}
    </DetailPanel>
  );
}
