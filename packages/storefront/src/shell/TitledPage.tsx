import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageFrame } from './PageFrame.tsx';

export interface TitledPageProps {
  /** The page's heading (its `h1`). */
  title: string;
  /** At the end of the heading's row: a link or button about the whole page, a section's links. Defaults to none. */
  aside?: ReactNode;
  /** A line under the heading saying what the page is for. Defaults to none. */
  intro?: string;
  /** The header offers the language switch (see `PageFrame`). Defaults to `PageFrame`'s own. */
  englishEnabled?: boolean;
  children: ReactNode;
}

/** A page of the site with a heading: the site's frame, the heading and what stands beside it, then the page. */
export function TitledPage({ title, aside, intro, englishEnabled, children }: TitledPageProps) {
  return (
    <PageFrame {...(englishEnabled === undefined ? {} : { englishEnabled })}>
      <Box px="4" pb="8">
        {/* One row whether or not something stands beside the heading, so the heading stays the same
            element when that appears (a card's links once its session is known). */}
        <Flex align="baseline" justify="space-between" gap="4" wrap="wrap" mb={intro ? '2' : '4'}>
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          {aside}
        </Flex>
        {intro ? (
          <Text color="fg.muted" mb="6">
            {intro}
          </Text>
        ) : null}
        {children}
      </Box>
    </PageFrame>
  );
}
