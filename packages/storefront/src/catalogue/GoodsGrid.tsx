import { Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The goods tiles of a list, five a row; `label` names the list for screen readers. */
export function GoodsGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid
      as="ul"
      aria-label={label}
      listStyleType="none"
      m="0"
      p="0"
      templateColumns="repeat(5, 1fr)"
      gap="3"
    >
      {children}
    </Grid>
  );
}
