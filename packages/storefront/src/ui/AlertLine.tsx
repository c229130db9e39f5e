import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AlertLineProps {
  status: 'info' | 'warning' | 'error';
  /** What the alert says; nothing shows while it is null or empty (no refusal yet). */
  title: ReactNode;
  /** Its widest, where it stands in a narrow column. Defaults to the column's width. */
  maxW?: string;
}

/** An alert of one line: the status's icon and what it says. */
export function AlertLine({ status, title, maxW }: AlertLineProps) {
  if (title === null || title === undefined || title === '') return null;
  return (
    <Alert.Root status={status} maxW={maxW}>
      <Alert.Indicator />
      <Alert.Title>{title}</Alert.Title>
    </Alert.Root>
  );
}
