import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { BenefitPlanCase } from '@mall/schemas';
import { Link as RouterLink } from 'react-router';
import { formatWindowTime } from './benefit-dates.ts';
import { benefitOrderPath, planCaseChoicePath } from './benefit-paths.ts';
import { useBenefitStrings } from './useBenefitStrings.ts';

const STATE_PALETTE = { NOT_STARTED: 'gray', OPEN: 'green', CLOSED: 'gray', CHOSEN: 'blue' } as const;

/** What a plan case's card says about its rule: "5 选 2", "3 选 1", "5 选 1–3". */
export function useChoiceRuleText() {
  const { t } = useBenefitStrings();
  return ({ minChoices, maxChoices, optionCount }: BenefitPlanCase) => {
    if (maxChoices === 1) return t('benefit.case.rule.single', { count: optionCount });
    if (minChoices === maxChoices)
      return t('benefit.case.rule.fixed', { count: optionCount, min: minChoices });
    return t('benefit.case.rule.range', { count: optionCount, min: minChoices, max: maxChoices });
  };
}

export interface PlanCaseCardProps {
  planCase: BenefitPlanCase;
}

/**
 * One plan case of /benefitYear or /benefitQuarter: its name, period, intro, window, state, rule and
 * for whom, and what the member can do: choose while open, see the order once chosen, or read why not.
 */
export function PlanCaseCard({ planCase }: PlanCaseCardProps) {
  const { t } = useBenefitStrings();
  const ruleText = useChoiceRuleText();
  const start = formatWindowTime(planCase.chooseStart);
  const end = formatWindowTime(planCase.chooseEnd);
  const shownState = planCase.chosenSn ? 'CHOSEN' : planCase.state;
  return (
    <Box as="article" aria-label={planCase.name} borderWidth="1px" borderRadius="md" p="5" bg="bg.panel">
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <Stack gap="2" flex="1" minW="16rem">
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="md">
              {planCase.name}
            </Heading>
            <Badge colorPalette={STATE_PALETTE[shownState]}>{t(`benefit.state.${shownState}`)}</Badge>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {t('benefit.case.period', { period: planCase.periodLabel })}
            {' · '}
            {ruleText(planCase)}
            {' · '}
            {t('benefit.case.forWhom', { whom: t(`benefit.case.useTo.${String(planCase.useTo)}`) })}
          </Text>
          {planCase.intro ? <Text>{planCase.intro}</Text> : null}
          <Text fontSize="sm" color="fg.muted">
            {t('benefit.case.window', { start, end })}
          </Text>
        </Stack>
        <Stack gap="1" align="end">
          {planCase.chosenSn ? (
            <Button asChild variant="outline" colorPalette="red">
              <RouterLink to={benefitOrderPath(planCase.chosenSn)}>{t('benefit.case.viewOrder')}</RouterLink>
            </Button>
          ) : planCase.state === 'OPEN' ? (
            <Button asChild colorPalette="red">
              <RouterLink
                to={planCaseChoicePath(planCase)}
                aria-label={t('benefit.case.chooseItem', { name: planCase.name })}
              >
                {t('benefit.case.choose')}
              </RouterLink>
            </Button>
          ) : (
            <>
              <Button colorPalette="red" disabled>
                {t('benefit.case.choose')}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {planCase.state === 'NOT_STARTED'
                  ? t('benefit.case.notStartedReason', { start })
                  : t('benefit.case.closedReason', { end })}
              </Text>
            </>
          )}
        </Stack>
      </Flex>
    </Box>
  );
}
