import { Box, Circle, HStack, Separator, Text, VisuallyHidden } from '@chakra-ui/react';
import { useShopEntryStrings } from './useShopEntryStrings.ts';

/** The four steps the indicator names, in order: the three forms, then the review. */
export const SHOP_ENTRY_STEP_KEYS = [
  'shopEntry.step.company',
  'shopEntry.step.finance',
  'shopEntry.step.store',
  'shopEntry.step.review',
] as const;

export interface ShopEntryStepsProps {
  /** Index of the step the applicant is at: 0 to 2 the forms, 3 the review. */
  current: number;
}

/**
 * The steps indicator (公司信息 / 财务信息 / 店铺信息 / 提交审核): an ordered list, the current step
 * marked `aria-current="step"`, the ones before it ticked. It only shows where the applicant is;
 * the forms' Back and Next move between steps, so a step is never skipped. (Chakra's Steps makes
 * each step a tab to jump to, which is not what an application in order wants.)
 */
export function ShopEntrySteps({ current }: ShopEntryStepsProps) {
  const { t } = useShopEntryStrings();
  return (
    <Box as="nav" aria-label={t('shopEntry.steps')} mb="6">
      <HStack as="ol" listStyleType="none" gap="3" align="center">
        {SHOP_ENTRY_STEP_KEYS.map((key, index) => {
          const done = index < current;
          const reached = index <= current;
          return (
            <HStack
              as="li"
              key={key}
              gap="3"
              flex={index > 0 ? '1' : undefined}
              aria-current={index === current ? 'step' : undefined}
            >
              {index > 0 ? <Separator flex="1" borderColor={reached ? 'red.500' : 'border'} /> : null}
              <Circle
                size="8"
                fontWeight="bold"
                bg={reached ? 'red.600' : 'bg.muted'}
                color={reached ? 'white' : 'fg.muted'}
                aria-hidden="true"
              >
                {done ? '✓' : index + 1}
              </Circle>
              <Text fontWeight={index === current ? 'bold' : 'normal'} color={reached ? 'fg' : 'fg.muted'}>
                {t(key)}
                {done ? <VisuallyHidden>{t('shopEntry.step.done')}</VisuallyHidden> : null}
              </Text>
            </HStack>
          );
        })}
      </HStack>
    </Box>
  );
}
