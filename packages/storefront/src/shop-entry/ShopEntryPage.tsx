import { Box, Heading, Text } from '@chakra-ui/react';
import type { StoreApplication } from '@mall/schemas';
import { useState } from 'react';
import useSWR from 'swr';
import { fetchStoreApplication } from '../api/store-apply.ts';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { ApplicationResult } from './ApplicationResult.tsx';
import { CompanyStepForm } from './CompanyStepForm.tsx';
import { FinanceStepForm } from './FinanceStepForm.tsx';
import { ShopEntrySteps } from './ShopEntrySteps.tsx';
import { StoreStepForm } from './StoreStepForm.tsx';
import {
  companyFieldsOf,
  financeFieldsOf,
  FORM_STEPS,
  storeFieldsOf,
  type FormStep,
  type StepFields,
} from './store-apply-fields.ts';
import { useShopEntryStrings } from './useShopEntryStrings.ts';

/** The swr key of the member's application. */
export const STORE_APPLICATION_KEY = 'store-application';

/**
 * The store-settlement application (/shopEntry): the member's application as the server has it,
 * then either the steps to fill it in or where it stands after it was submitted.
 */
export function ShopEntryPage() {
  const { t } = useShopEntryStrings();
  const application = useSWR(STORE_APPLICATION_KEY, fetchStoreApplication);
  const { data, isLoading, mutate } = application;

  let body;
  if (data === undefined && isLoading) body = <StatusMessage loading title={t('shopEntry.loading')} />;
  else if (data === undefined)
    body = (
      <StatusMessage
        title={t('shopEntry.loadFailed')}
        action={{ label: t('shopEntry.retry'), onClick: () => void mutate() }}
      />
    );
  else
    body = (
      <ShopEntryWizard
        application={data}
        onChange={(changed) => void mutate(changed, { revalidate: false })}
      />
    );

  return (
    <Box px="4" pb="10">
      <Heading as="h1" size="xl" mb="2">
        {t('shopEntry.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('shopEntry.intro')}
      </Text>
      {body}
    </Box>
  );
}

interface ShopEntryWizardProps {
  /** The application as loaded; null before the member starts one. */
  application: StoreApplication | null;
  /** Takes the application a step answered as the one now on the server. */
  onChange: (application: StoreApplication) => void;
}

/** The first step not yet saved, where a member coming back to a draft carries on. */
function firstOpenStep(application: StoreApplication | null): FormStep {
  if (!application?.company) return 'company';
  if (!application.finance) return 'finance';
  return 'store';
}

/** What each step's form starts with, from the application. */
const SAVED_FIELDS: { [S in FormStep]: (application: StoreApplication | null) => StepFields[S] } = {
  company: companyFieldsOf,
  finance: financeFieldsOf,
  store: storeFieldsOf,
};

function ShopEntryWizard({ application, onChange }: ShopEntryWizardProps) {
  // A submitted application shows where it stands; a draft (or none) shows the steps.
  const [editing, setEditing] = useState(() => !application || application.status === 'DRAFT');
  const [step, setStep] = useState<FormStep>(() => firstOpenStep(application));
  // What was typed into a step and left unsaved with Back, shown again on returning to it.
  const [typed, setTyped] = useState<Partial<StepFields>>({});

  if (!editing && application) {
    return (
      <>
        <ShopEntrySteps current={FORM_STEPS.length} />
        <ApplicationResult
          application={application}
          onEdit={() => {
            setStep('company');
            setEditing(true);
          }}
        />
      </>
    );
  }

  const fieldsOf = <S extends FormStep>(of: S): StepFields[S] => typed[of] ?? SAVED_FIELDS[of](application);
  const saved = (next: FormStep | null) => (changed: StoreApplication) => {
    onChange(changed);
    setTyped((before) => ({ ...before, [step]: undefined }));
    if (next) setStep(next);
    else setEditing(false);
  };
  const back =
    <S extends FormStep>(from: S, to: FormStep) =>
    (values: StepFields[S]) => {
      setTyped((before) => ({ ...before, [from]: values }));
      setStep(to);
    };

  return (
    <>
      <ShopEntrySteps current={FORM_STEPS.indexOf(step)} />
      {step === 'company' ? (
        <CompanyStepForm key="company" defaultValues={fieldsOf('company')} onSaved={saved('finance')} />
      ) : null}
      {step === 'finance' ? (
        <FinanceStepForm
          key="finance"
          defaultValues={fieldsOf('finance')}
          onSaved={saved('store')}
          onBack={back('finance', 'company')}
        />
      ) : null}
      {step === 'store' ? (
        <StoreStepForm
          key="store"
          defaultValues={fieldsOf('store')}
          onSubmitted={saved(null)}
          onBack={back('store', 'finance')}
        />
      ) : null}
    </>
  );
}
