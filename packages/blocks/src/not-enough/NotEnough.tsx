import { Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { NotEnoughOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { MemberBalance } from '../parts/MemberBalance.tsx';
import { PillLink } from '../parts/PillLink.tsx';
import { PointsBand } from '../parts/PointsBand.tsx';
import { useMemberPoints } from '../parts/useMemberPoints.ts';
import {
  NOT_ENOUGH_DEFAULT_THRESHOLD,
  NOT_ENOUGH_DEFAULT_URL,
  NOT_ENOUGH_HEIGHT,
} from './not-enough-layout.ts';
import { notEnoughMessages } from './not-enough-messages.ts';

/**
 * 'Points not enough': for a member whose balance is below `threshold` (default 100), a band with the
 * balance, a points-plus-cash message and a button to the goods. Renders nothing for a guest (the
 * registry already hides it), when the balance is unknown, or when it reaches the threshold.
 */
export function NotEnough({ options }: BlockProps<NotEnoughOptions>) {
  const { t } = useBlockTranslation(notEnoughMessages);
  const memberPoints = useMemberPoints();
  const threshold = options.threshold ?? NOT_ENOUGH_DEFAULT_THRESHOLD;

  if (memberPoints.points === undefined || memberPoints.points >= threshold) return null;

  return (
    <PointsBand
      as="aside"
      aria-label={t('notEnough.label')}
      height={NOT_ENOUGH_HEIGHT}
      bg={options.bgColor ?? 'brand.subtle'}
      borderColor="brand.muted"
    >
      <MemberBalance memberPoints={memberPoints} amountSize="xl" flexShrink={0} />
      <Text flex="1" minW="0" fontSize="md" fontWeight="medium" color="fg" lineClamp={1}>
        {options.message?.trim() || t('notEnough.message')}
      </Text>
      <PillLink url={options.url?.trim() || NOT_ENOUGH_DEFAULT_URL} h="9" px="5" fontSize="sm">
        {options.buttonText?.trim() || t('notEnough.button')}
      </PillLink>
    </PointsBand>
  );
}
