import type { BenefitOrderStep } from '@mall/schemas';
import { ProgressSteps } from '../shell/ProgressSteps.tsx';
import { useFlexibleBenefitStrings } from './useFlexibleBenefitStrings.ts';

/** The order's progress: each step, reached ones with their time, the latest marked current. */
export function BenefitOrderSteps({ steps }: { steps: readonly BenefitOrderStep[] }) {
  const { t } = useFlexibleBenefitStrings();
  return (
    <ProgressSteps
      label={t('flexBenefit.detail.steps')}
      steps={steps.map((step) => ({
        key: step.key,
        label: t(`flexBenefit.step.${step.key}`),
        time: step.time,
        stopped: step.key === 'CANCELLED',
      }))}
    />
  );
}
