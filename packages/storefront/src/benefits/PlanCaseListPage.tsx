import { Stack } from '@chakra-ui/react';
import { ShellLink } from '../ui/ShellLink.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { BenefitFrame } from './BenefitFrame.tsx';
import { RECORDS_PATH } from './benefit-paths.ts';
import type { PeriodKind } from '../api/benefits.ts';
import { PlanCaseCard } from './PlanCaseCard.tsx';
import { usePlanCases } from './useBenefitData.ts';
import { useBenefitStrings } from './useBenefitStrings.ts';

export interface PlanCaseListPageProps {
  periodKind: PeriodKind;
}

/**
 * /benefitYear and /benefitQuarter: the enterprise's plan cases of the kind as cards, each saying
 * what the member can do with it, and a link to the member's records of the kind.
 */
export function PlanCaseListPage({ periodKind }: PlanCaseListPageProps) {
  const { t } = useBenefitStrings();
  const planCases = usePlanCases(periodKind);
  return (
    <BenefitFrame
      title={t(periodKind === 'YEAR' ? 'benefit.year.title' : 'benefit.quarter.title')}
      aside={<ShellLink to={RECORDS_PATH[periodKind]}>{t('benefit.case.records')}</ShellLink>}
    >
      <Loaded
        state={planCases}
        words={loadWordsOf(t, 'benefit')}
        isEmpty={(found) => found.length === 0}
        empty={{ title: t('benefit.cases.empty'), description: t('benefit.cases.emptyHint') }}
      >
        {(found) => (
          <Stack gap="4">
            {found.map((planCase) => (
              <PlanCaseCard key={planCase.id} planCase={planCase} />
            ))}
          </Stack>
        )}
      </Loaded>
    </BenefitFrame>
  );
}
