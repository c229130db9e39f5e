import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PAGE_WIDTH_PX } from '../page-width.ts';
import { useInMemberCentre } from './MemberCentreLayout.tsx';
import { MemberCentreMenu } from './MemberCentreMenu.tsx';

/**
 * The page frame's content row: on a member centre page the menu, then the content (the page's
 * `<main>`); anywhere else the content alone.
 */
export function MemberCentreRow({ children }: { children: ReactNode }) {
  if (!useInMemberCentre()) return children;
  return (
    <Flex
      flex="1"
      w="full"
      maxW={`${PAGE_WIDTH_PX}px`}
      mx="auto"
      gap="4"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-start' }}
    >
      <MemberCentreMenu />
      {children}
    </Flex>
  );
}
