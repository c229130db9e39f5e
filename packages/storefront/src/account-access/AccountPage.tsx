import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageFrame } from '../shell/PageFrame.tsx';

export interface AccountPageProps {
  /** The page's heading (h1). */
  title: string;
  /** A muted line under the heading that says what the page is for. */
  intro?: string;
  /** The rest, centred under the heading: steps, the form, links. */
  children: ReactNode;
}

/**
 * The page of a way in or back in (login, sign-up, password recovery, first-login verification):
 * the site frame around one centred column, headed by the page's title.
 */
export function AccountPage({ title, intro, children }: AccountPageProps) {
  return (
    <PageFrame>
      <Stack align="center" py="10" gap="6">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {intro ? (
          <Text color="fg.muted" maxW="440px" textAlign="center">
            {intro}
          </Text>
        ) : null}
        {children}
      </Stack>
    </PageFrame>
  );
}
