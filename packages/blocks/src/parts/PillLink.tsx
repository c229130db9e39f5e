import { BlockLink, type BlockLinkProps } from './BlockLink.tsx';
import { BRAND_FILL } from './brand-fill.ts';
import { FOCUS_RING } from './focus-ring.ts';

/** How a pill looks: filled with the brand colour, or outlined in it (filled on hover). */
const LOOKS = {
  solid: BRAND_FILL,
  outline: {
    color: 'brand.solid',
    borderWidth: '1px',
    borderColor: 'brand.solid',
    _hover: { bg: 'brand.solid', color: 'brand.contrast' },
  },
} as const;

/** Props of {@link PillLink}. */
export interface PillLinkProps extends BlockLinkProps {
  /** Defaults to `solid`. */
  look?: keyof typeof LOOKS;
}

/**
 * A link that looks like a rounded button, on one line: 'Buy now', 'go buy', 'my points', a band's
 * call to action. Size and spacing are the caller's.
 */
export function PillLink({ look = 'solid', ...linkProps }: PillLinkProps) {
  return (
    <BlockLink
      display="inline-flex"
      alignItems="center"
      flexShrink={0}
      fontWeight="medium"
      borderRadius="full"
      whiteSpace="nowrap"
      _focusVisible={FOCUS_RING}
      {...LOOKS[look]}
      {...linkProps}
    />
  );
}
