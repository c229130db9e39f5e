import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageFrame } from '../shell/PageFrame.tsx';
import { TitledPage } from '../shell/TitledPage.tsx';

// The pieces the order, payment, checkout and after-sale pages are built of.

/** The site's frame around a trading page's content, under the page's heading where it has one. */
export function TradeFrame({ title, children }: { title?: string; children: ReactNode }) {
  if (title) return <TitledPage title={title}>{children}</TitledPage>;
  return (
    <PageFrame>
      <Box px="4" pb="8">
        {children}
      </Box>
    </PageFrame>
  );
}

/** A titled part of a detail; its heading names the region. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderColor="border.muted" borderRadius="md" p="4">
      <Heading as="h2" size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The tinted panel at the head of a detail (the status, the item asked about), named by `label`. */
export function DetailPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={label} gap="4" p="4" bg="bg.subtle" borderRadius="md">
      {children}
    </Stack>
  );
}

/** Label and value rows (`<dl>`); long values wrap. */
export function DetailFacts({ rows }: { rows: ReadonlyArray<[label: string, value: ReactNode]> }) {
  return (
    <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="2" fontSize="sm" m="0">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Box as="dd" m="0" whiteSpace="pre-wrap" wordBreak="break-word">
            {value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
