import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSending } from '../account-access/useSending.ts';
import { GridForm } from '../ui/GridForm.tsx';
import { useShopEntryStrings } from './useShopEntryStrings.ts';

export interface StepFormProps<TFields extends FieldValues> {
  /** The step's react-hook-form, provided to its fields. */
  form: UseFormReturn<TFields>;
  /** The step's name, the form's accessible name. */
  title: string;
  /** Saves the step once its fields pass their rules; the server's refusal shows above the buttons. */
  onSave: (fields: TFields) => Promise<void>;
  /** Goes to the step before, keeping what was typed; no Back button without it. */
  onBack?: () => void;
  /** The last step submits the application for review ("提交审核") rather than going on. Defaults to `false`. */
  last?: boolean;
  /** The step's fields, two to a row on a wide screen. */
  children: ReactNode;
}

/**
 * The frame of each application step: its fields in a grid, the server's refusal of the last save,
 * then Back (when there is a step before) and Next (or Submit on the last step).
 */
export function StepForm<TFields extends FieldValues>({
  form,
  title,
  onSave,
  onBack,
  last = false,
  children,
}: StepFormProps<TFields>) {
  const { t } = useShopEntryStrings();
  const { failure, send } = useSending();
  return (
    <GridForm
      form={form}
      title={title}
      onSubmit={form.handleSubmit((fields) => send(() => onSave(fields)))}
      failure={failure}
      back={onBack ? { label: t('shopEntry.back'), onClick: onBack } : undefined}
      submitLabel={t(last ? 'shopEntry.submit' : 'shopEntry.next')}
      submittingLabel={t(last ? 'shopEntry.submitting' : 'shopEntry.saving')}
    >
      {children}
    </GridForm>
  );
}
