import { HStack, Text } from '@chakra-ui/react';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';

const STEPS = ['forgot.stepAccount', 'forgot.stepVerify', 'forgot.stepReset'] as const;

export interface RecoveryStepsProps {
  /** The step the user is on, 0-based: account, verify, new password. */
  current: 0 | 1 | 2;
}

/** The three steps of password recovery as an ordered list, the current one marked for screen readers too. */
export function RecoverySteps({ current }: RecoveryStepsProps) {
  const { t } = useAccountAccessStrings();
  return (
    <HStack as="ol" aria-label={t('forgot.steps')} gap="6" listStyleType="none" m="0" p="0">
      {STEPS.map((key, index) => (
        <Text
          as="li"
          key={key}
          aria-current={index === current ? 'step' : undefined}
          color={index === current ? 'red.600' : index < current ? 'fg' : 'fg.muted'}
          fontWeight={index === current ? 'semibold' : 'normal'}
        >
          {index + 1}. {t(key)}
        </Text>
      ))}
    </HStack>
  );
}
