import { Box, Heading, Input } from '@chakra-ui/react';
import type { FamilyMember } from '@mall/schemas';
import { useState } from 'react';
import { FormField } from '../account-access/FormField.tsx';
import { useSending } from '../account-access/useSending.ts';
import { addFamilyMember, editFamilyMember } from '../api/benefits.ts';
import {
  checkFamilyDraft,
  chinaToday,
  FAMILY_RELATIONS,
  familyInputOf,
  type FamilyDraft,
  type FamilyFieldErrors,
} from './family-rules.ts';
import { useBenefitStrings } from './useBenefitStrings.ts';
import { FormSubmit } from '../ui/FormSubmit.tsx';
import { OptionSelect } from '../ui/OptionSelect.tsx';
import { PlainForm } from '../ui/PlainForm.tsx';

export interface FamilyMemberFormProps {
  /** The family member being edited; none to add one. */
  editing: FamilyMember | null;
  /** Called with the family member as stored. */
  onSaved: (member: FamilyMember) => void;
  onCancel: () => void;
}

const draftOf = (member: FamilyMember | null): FamilyDraft => ({
  name: member?.name ?? '',
  relation: member?.relation ?? '',
  mobile: member?.mobile ?? '',
  birthday: member?.birthday ?? '',
});

/**
 * The family member form of /familyInfo: name, relation, mobile and an optional birthday, checked
 * by the server's rules in its words; a refusal from the server is shown above the buttons.
 */
export function FamilyMemberForm({ editing, onSaved, onCancel }: FamilyMemberFormProps) {
  const { t } = useBenefitStrings();
  const [draft, setDraft] = useState(() => draftOf(editing));
  const [errors, setErrors] = useState<FamilyFieldErrors>({});
  const { sending, failure, setFailure, send } = useSending({ notFound: t('benefit.family.rule.notFound') });
  const title = t(editing ? 'benefit.family.formEdit' : 'benefit.family.formAdd');
  const set = (field: keyof FamilyDraft) => (value: string) =>
    setDraft((now) => ({ ...now, [field]: value }));

  const submit = async () => {
    // What is sent: texts without spaces at either end, as the server's rule wants them.
    const trimmed = { ...draft, name: draft.name.trim(), mobile: draft.mobile.trim() };
    const found = checkFamilyDraft(trimmed, new Date());
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    // One removed meanwhile answers 404, which the request layer keeps quiet about: `notFound` says it.
    await send(async () => {
      const input = familyInputOf(trimmed);
      const outcome = editing ? await editFamilyMember(editing.id, input) : await addFamilyMember(input);
      if (outcome.ok) onSaved(outcome.result);
      else setFailure(outcome.message);
    });
  };

  const message = (field: keyof FamilyDraft) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <Box maxW="32rem" borderWidth="1px" borderRadius="md" p="5" mb="6">
      <PlainForm label={title} onSubmit={submit} gap="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <FormField label={t('benefit.family.name')} error={message('name')}>
          <Input value={draft.name} maxLength={20} onChange={(event) => set('name')(event.target.value)} />
        </FormField>
        <FormField label={t('benefit.family.relation')} error={message('relation')}>
          <OptionSelect
            value={draft.relation}
            placeholder={t('benefit.family.chooseRelation')}
            options={FAMILY_RELATIONS.map((relation) => ({
              value: relation,
              label: t(`benefit.relation.${relation}`),
            }))}
            onChange={set('relation')}
          />
        </FormField>
        <FormField label={t('benefit.family.mobile')} error={message('mobile')}>
          <Input
            value={draft.mobile}
            inputMode="numeric"
            maxLength={11}
            onChange={(event) => set('mobile')(event.target.value)}
          />
        </FormField>
        <FormField
          label={t('benefit.family.birthday')}
          error={message('birthday')}
          helper={t('benefit.family.birthdayHint')}
          required={false}
        >
          <Input
            type="date"
            value={draft.birthday}
            max={chinaToday(new Date())}
            onChange={(event) => set('birthday')(event.target.value)}
          />
        </FormField>
        <FormSubmit
          label={t('benefit.family.save')}
          loading={sending}
          failure={failure}
          plainFailure
          back={{ label: t('benefit.family.cancel'), onClick: onCancel }}
        />
      </PlainForm>
    </Box>
  );
}
