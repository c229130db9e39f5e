import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageFrame } from '../shell/PageFrame.tsx';

export interface InfoPageProps {
  /** The page's heading. */
  title: string;
  /** What the user reads under it, a paragraph a line. */
  lines: readonly string[];
  /** The way on: a button. */
  action: { label: string; onClick: () => void };
  /** Anything further under the button. */
  children?: ReactNode;
}

/** A page that only tells the user something and offers one way on (logged out, login refused, an error). */
export function InfoPage({ title, lines, action, children }: InfoPageProps) {
  return (
    <PageFrame>
      <Stack align="center" textAlign="center" gap="4" px="4" py="16">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Box>
          {lines.map((line) => (
            <Text key={line} color="fg.muted" mb="1">
              {line}
            </Text>
          ))}
        </Box>
        <Button colorPalette="red" onClick={action.onClick}>
          {action.label}
        </Button>
        {children}
      </Stack>
    </PageFrame>
  );
}
