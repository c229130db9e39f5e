import { Box, type BoxProps } from '@chakra-ui/react';
import { useOpenLink } from '@mall/runtime';
import type { MouseEvent, ReactNode } from 'react';
import { linkHref } from './link-href.ts';

/** What the link opener needs besides the url: the plan or market to check first, and tracking. */
export type LinkOptions = Parameters<ReturnType<typeof useOpenLink>>[1];

/** Props of {@link BlockLink}. */
export interface BlockLinkProps extends Omit<BoxProps, 'onClick' | 'children'> {
  /** Link value from the page JSON; empty renders plain, non-interactive content. */
  url: string | undefined;
  /** Plan or market to check before following the link, and tracking fields. */
  linkOptions?: LinkOptions;
  children: ReactNode;
}

/**
 * The one way a block makes something clickable: an anchor when the link has a real address (so
 * middle-click and "copy link" work), a button for special codes, plain content when there is no
 * link. Activation always goes through the runtime's link opener (availability, codes, custom mode).
 */
export function BlockLink({ url, linkOptions, children, ...boxProps }: BlockLinkProps) {
  const openLink = useOpenLink();
  if (!url || !url.trim()) return <Box {...boxProps}>{children}</Box>;

  const href = linkHref(url);
  const activate = (event: MouseEvent) => {
    event.preventDefault();
    void openLink(url, linkOptions);
  };
  return (
    <Box asChild cursor="pointer" textAlign="inherit" {...boxProps}>
      {href ? (
        <a href={href} onClick={activate}>
          {children}
        </a>
      ) : (
        <button type="button" onClick={activate}>
          {children}
        </button>
      )}
    </Box>
  );
}
