import { Box, Text, type TextProps } from '@chakra-ui/react';
import type { MemberPoints } from './useMemberPoints.ts';

/** Props of {@link MemberBalance}. */
export interface MemberBalanceProps extends TextProps {
  memberPoints: MemberPoints;
  /** Font size of the balance. */
  amountSize: TextProps['fontSize'];
}

/**
 * The member's points in the enterprise's wording, 'My welfare points 12,680' with the number large,
 * as the points blocks show it; nothing when there is no balance (a guest, or a host that does not know it).
 */
export function MemberBalance({ memberPoints, amountSize, ...textProps }: MemberBalanceProps) {
  if (memberPoints.formattedPoints === undefined) return null;
  return (
    <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" {...textProps}>
      {memberPoints.balanceLabel}{' '}
      <Box as="strong" color="price" fontSize={amountSize} fontVariantNumeric="tabular-nums">
        {memberPoints.formattedPoints}
      </Box>
    </Text>
  );
}
