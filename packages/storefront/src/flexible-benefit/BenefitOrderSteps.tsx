import { Box, Flex, Text } from '@chakra-ui/react';
import type { BenefitOrderStep } from '@mall/schemas';
import { formatDateTime } from '../shell/format-date-time.ts';
import { useFlexibleBenefitStrings } from './useFlexibleBenefitStrings.ts';

/** The order's progress: each step, reached ones with their time, the latest marked current. */
export function BenefitOrderSteps({ steps }: { steps: readonly BenefitOrderStep[] }) {
  const { t } = useFlexibleBenefitStrings();
  const current = steps.findLastIndex((step) => step.time !== null);
  return (
    <Flex as="ol" aria-label={t('flexBenefit.detail.steps')} listStyleType="none" m="0" p="0" gap="2">
      {steps.map((step, index) => {
        const reached = index <= current;
        return (
          <Box
            as="li"
            key={step.key}
            flex="1"
            aria-current={index === current ? 'step' : undefined}
            borderTopWidth="3px"
            borderColor={reached ? (step.key === 'CANCELLED' ? 'gray.solid' : 'brand.solid') : 'border.muted'}
            pt="2"
          >
            <Text fontWeight={index === current ? 'bold' : 'medium'} color={reached ? 'fg' : 'fg.muted'}>
              {t(`flexBenefit.step.${step.key}`)}
            </Text>
            {step.time ? (
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(step.time)}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </Flex>
  );
}
