import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface OrderStatusPanelProps {
  /** The order's number, as shown; it names the panel. */
  snText: string;
  /** The order's status badge. */
  status: ReactNode;
  /** The order's buttons, at the panel's end. */
  actions: ReactNode;
  /** Under the head: the steps with their times, the cancel reason. */
  children: ReactNode;
}

/** The head of an order's detail: its number, status and buttons, then how far it has come. */
export function OrderStatusPanel({ snText, status, actions, children }: OrderStatusPanelProps) {
  return (
    <Stack as="section" aria-label={snText} gap="4" p="4" bg="bg.subtle" borderRadius="md">
      <Flex gap="4" align="center" wrap="wrap">
        <Text fontWeight="medium">{snText}</Text>
        {status}
        <Box ms="auto">{actions}</Box>
      </Flex>
      {children}
    </Stack>
  );
}
