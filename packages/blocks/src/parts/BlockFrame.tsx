import { Box, Flex, Heading, Text, type BoxProps } from '@chakra-ui/react';
import type { BlockHead } from '@mall/schemas';
import { useId, type ReactNode } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink } from './BlockLink.tsx';
import { BLOCK_HEAD_HEIGHT, PAGE_WIDTH } from './layout.ts';

/** Props of {@link BlockFrame}. */
export interface BlockFrameProps extends Omit<BoxProps, 'title'> {
  /** Title row: title, second title and background colour. No row when it has no text and nothing beside it. */
  head?: BlockHead | undefined;
  /** Accessible name of the block when the head has no title (the block name, then a generic label). */
  label: string;
  /** Where 'More' goes; no 'More' when empty. */
  moreUrl?: string | undefined;
  /** Text of the 'More' link. Defaults to the catalogue's 'More'. */
  moreLabel?: string;
  /** Shown in the title row after the titles (e.g. a countdown). */
  headExtra?: ReactNode;
  children: ReactNode;
}

/** The frame every titled block shares: a section in the page column with an optional title row and 'More'. */
export function BlockFrame({
  head,
  label,
  moreUrl,
  moreLabel,
  headExtra,
  children,
  ...boxProps
}: BlockFrameProps) {
  const { t } = useBlockTranslation();
  const titleId = useId();
  const title = head?.title?.trim();
  const showHead = Boolean(title || head?.secondTitle || headExtra || moreUrl);

  return (
    <Box
      as="section"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      maxW={`${PAGE_WIDTH}px`}
      mx="auto"
      w="100%"
      {...boxProps}
    >
      {showHead ? (
        <Flex align="center" gap="3" h={`${BLOCK_HEAD_HEIGHT}px`} px="4" bg={head?.bgColor ?? 'transparent'}>
          {title ? (
            <Heading as="h2" id={titleId} size="xl" fontWeight="bold" lineClamp={1}>
              {title}
            </Heading>
          ) : null}
          {head?.secondTitle ? (
            <Text color="fg.muted" fontSize="sm" lineClamp={1}>
              {head.secondTitle}
            </Text>
          ) : null}
          {headExtra}
          {moreUrl ? (
            <BlockLink
              url={moreUrl}
              ms="auto"
              fontSize="sm"
              color="fg.muted"
              _hover={{ color: 'brand.solid' }}
              flexShrink={0}
            >
              {moreLabel ?? t('common.more')} ›
            </BlockLink>
          ) : null}
        </Flex>
      ) : null}
      {children}
    </Box>
  );
}
