import { Icon, type IconProps } from '@chakra-ui/react';

/**
 * The megaphone that marks a notice ticker (the notice block's and the shell's). Drawn, not the 📢
 * emoji: a machine without an emoji font showed that as an empty box.
 */
export function NoticeIcon(props: IconProps) {
  // Chakra's Icon styles its one child, so the child is the whole <svg>.
  return (
    <Icon boxSize="4" aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path
          d="M4 10v4h3l6 4V6L7 10H4Zm13-1a4 4 0 0 1 0 6m2-9a8 8 0 0 1 0 12"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Icon>
  );
}
