import { Stack, Text } from '@chakra-ui/react';
import type { BenefitChoice } from '@mall/schemas';
import useSWR from 'swr';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchAddresses } from '../api/addresses.ts';
import { RequestError } from '../api/request.ts';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { toaster } from '../ui/toaster.ts';
import { BenefitFrame } from './BenefitFrame.tsx';
import { formatWindowTime } from './benefit-dates.ts';
import { benefitOrderPath, PLAN_CASES_PATH } from './benefit-paths.ts';
import { ChoiceForm } from './ChoiceForm.tsx';
import { useChoiceRuleText } from './PlanCaseCard.tsx';
import { BENEFIT_KEY, useFamilyMembers, usePlanCaseToChoose } from './useBenefitData.ts';
import { useBenefitStrings } from './useBenefitStrings.ts';

/** Addresses offered: the whole book (a member keeps at most 20). */
const ADDRESS_PAGE = { pageNumber: 1, pageSize: 20 };

/**
 * /yearOptionSelection and /home/multipleChoice (`?planCaseId=&planCaseUseTo=`): choosing the
 * options of one plan case. A member who chose it already is sent to their orders (code 3000005);
 * a plan case not open says why and shows no form; once chosen, the order's page with a toast.
 */
export function OptionSelectionPage() {
  const { t } = useBenefitStrings();
  const ruleText = useChoiceRuleText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planCaseId = params.get('planCaseId');
  const { check, planCase } = usePlanCaseToChoose(planCaseId);
  const open = planCase.data?.planCase.state === 'OPEN';
  const addresses = useSWR(open ? ['addresses', 'benefit-choice'] : null, () => fetchAddresses(ADDRESS_PAGE));
  const family = useFamilyMembers(open && planCase.data?.planCase.useTo === 2);
  const periodKind = planCase.data?.planCase.periodKind ?? 'YEAR';
  const back = {
    label: t('benefit.select.backToList'),
    onClick: () => void navigate(PLAN_CASES_PATH[periodKind]),
  };

  const chosen = (choice: BenefitChoice) => {
    toaster.create({ type: 'success', title: t('benefit.chosen') });
    void navigate(benefitOrderPath(choice.sn));
  };

  const failure = check.error ?? planCase.error;
  const notFound = !planCaseId || (failure instanceof RequestError && failure.kind === 'not-found');
  const loaded =
    planCase.data &&
    addresses.data !== undefined &&
    (planCase.data.planCase.useTo !== 2 || family.data !== undefined);

  return (
    <BenefitFrame title={planCase.data?.planCase.name ?? t('benefit.select.title')}>
      {notFound ? (
        <StatusMessage title={t('benefit.select.notFound')} action={back} />
      ) : failure ? (
        <StatusMessage
          title={t('benefit.loadFailed')}
          action={{
            label: t('benefit.retry'),
            onClick: () => void Promise.all([check.mutate(), planCase.mutate()]),
          }}
        />
      ) : planCase.data && !open ? (
        <StatusMessage
          title={t('benefit.select.notOpen')}
          description={
            planCase.data.planCase.state === 'NOT_STARTED'
              ? t('benefit.case.notStartedReason', {
                  start: formatWindowTime(planCase.data.planCase.chooseStart),
                })
              : t('benefit.case.closedReason', { end: formatWindowTime(planCase.data.planCase.chooseEnd) })
          }
          action={back}
        />
      ) : addresses.error || family.error ? (
        <StatusMessage
          title={t('benefit.loadFailed')}
          action={{
            label: t('benefit.retry'),
            onClick: () => void Promise.all([addresses.mutate(), family.mutate()]),
          }}
        />
      ) : !loaded || !planCase.data || !addresses.data ? (
        <StatusMessage loading title={t('benefit.loading')} />
      ) : (
        <Stack gap="4">
          {planCase.data.planCase.intro ? <Text>{planCase.data.planCase.intro}</Text> : null}
          <Text color="fg.muted">
            {ruleText(planCase.data.planCase)}
            {' · '}
            {t('benefit.case.window', {
              start: formatWindowTime(planCase.data.planCase.chooseStart),
              end: formatWindowTime(planCase.data.planCase.chooseEnd),
            })}
          </Text>
          <ChoiceForm
            key={`${BENEFIT_KEY}-${planCase.data.planCase.id}`}
            detail={planCase.data}
            addresses={addresses.data.records}
            familyMembers={family.data ?? []}
            onChosen={chosen}
          />
        </Stack>
      )}
    </BenefitFrame>
  );
}
