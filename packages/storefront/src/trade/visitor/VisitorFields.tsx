import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { FormField } from '../../account-access/FormField.tsx';
import {
  entryDateRange,
  VISITOR_DOCUMENT_TYPES,
  VISITOR_EMAIL_MAX,
  VISITOR_ENTRY_DAYS_AHEAD,
  VISITOR_NAME_MAX,
  type VisitorDraft,
  type VisitorProblems,
} from './visitor-rules.ts';
import { useVisitorStrings } from './useVisitorStrings.ts';

export interface VisitorFieldsProps {
  value: VisitorDraft;
  onChange: (next: VisitorDraft) => void;
  /** Problems to show beside their fields (after a submit). */
  problems?: VisitorProblems;
  disabled?: boolean;
  /** Now, for the entry dates offered. Defaults to the moment of rendering. */
  now?: Date;
}

/**
 * The fields of an order's visitor: name, document type and number, mobile, entry date and an
 * optional e-mail. Controlled; the checkout holds the draft.
 */
export function VisitorFields({
  value,
  onChange,
  problems = {},
  disabled = false,
  now = new Date(),
}: VisitorFieldsProps) {
  const { t } = useVisitorStrings();
  const set = (patch: Partial<VisitorDraft>) => onChange({ ...value, ...patch });
  const { min, max } = entryDateRange(now);
  const problem = (field: keyof VisitorProblems) => {
    const key = problems[field];
    return key ? t(`visitor.${key}`, { max: VISITOR_NAME_MAX, days: VISITOR_ENTRY_DAYS_AHEAD }) : undefined;
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="48rem">
      <FormField label={t('visitor.name')} error={problem('name')}>
        <Input
          value={value.name}
          maxLength={VISITOR_NAME_MAX}
          autoComplete="name"
          disabled={disabled}
          onChange={(event) => set({ name: event.target.value })}
        />
      </FormField>
      <FormField label={t('visitor.documentType')} disabled={disabled}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.documentType}
            onChange={(event) => {
              const type = VISITOR_DOCUMENT_TYPES.find((candidate) => candidate === event.target.value);
              if (type) set({ documentType: type });
            }}
          >
            {VISITOR_DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`visitor.documentType.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('visitor.documentNumber')} error={problem('documentNumber')}>
        <Input
          value={value.documentNumber}
          maxLength={20}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          onChange={(event) => set({ documentNumber: event.target.value })}
        />
      </FormField>
      <FormField label={t('visitor.mobile')} error={problem('mobile')}>
        <Input
          value={value.mobile}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          disabled={disabled}
          onChange={(event) => set({ mobile: event.target.value })}
        />
      </FormField>
      <FormField
        label={t('visitor.entryDate')}
        helper={t('visitor.entryDateHint', { min, max })}
        error={problem('entryDate')}
      >
        <Input
          value={value.entryDate}
          type="date"
          min={min}
          max={max}
          disabled={disabled}
          onChange={(event) => set({ entryDate: event.target.value })}
        />
      </FormField>
      <FormField label={t('visitor.email')} error={problem('email')} required={false}>
        <Input
          value={value.email}
          type="email"
          maxLength={VISITOR_EMAIL_MAX}
          autoComplete="email"
          disabled={disabled}
          onChange={(event) => set({ email: event.target.value })}
        />
      </FormField>
    </SimpleGrid>
  );
}
