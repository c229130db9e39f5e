import { Box, Button, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { FamilyMember } from '@mall/schemas';
import { useState, type FormEvent } from 'react';
import { FormField } from '../account-access/FormField.tsx';
import { RequestError } from '../api/request.ts';
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const title = t(editing ? 'benefit.family.formEdit' : 'benefit.family.formAdd');
  const set = (field: keyof FamilyDraft) => (value: string) =>
    setDraft((now) => ({ ...now, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // What is sent: texts without spaces at either end, as the server's rule wants them.
    const trimmed = { ...draft, name: draft.name.trim(), mobile: draft.mobile.trim() };
    const found = checkFamilyDraft(trimmed, new Date());
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const input = familyInputOf(trimmed);
      const outcome = editing ? await editFamilyMember(editing.id, input) : await addFamilyMember(input);
      if (outcome.ok) onSaved(outcome.result);
      else setRefusal(outcome.message);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      // One removed meanwhile answers 404, which the request layer keeps quiet about.
      if (error.kind === 'not-found') setRefusal(t('benefit.family.rule.notFound'));
    } finally {
      setSubmitting(false);
    }
  };

  const message = (field: keyof FamilyDraft) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <Box maxW="32rem" borderWidth="1px" borderRadius="md" p="5" mb="6">
      <form aria-label={title} onSubmit={(event) => void submit(event)} noValidate>
        <Heading as="h2" size="md" mb="4">
          {title}
        </Heading>
        <Stack gap="4">
          <FormField label={t('benefit.family.name')} error={message('name')}>
            <Input value={draft.name} maxLength={20} onChange={(event) => set('name')(event.target.value)} />
          </FormField>
          <FormField label={t('benefit.family.relation')} error={message('relation')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.relation}
                onChange={(event) => set('relation')(event.target.value)}
              >
                <option value="">{t('benefit.family.chooseRelation')}</option>
                {FAMILY_RELATIONS.map((relation) => (
                  <option key={relation} value={relation}>
                    {t(`benefit.relation.${relation}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
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
          {refusal ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {refusal}
            </Text>
          ) : null}
          <Flex gap="3">
            <Button type="submit" colorPalette="red" loading={submitting}>
              {t('benefit.family.save')}
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              {t('benefit.family.cancel')}
            </Button>
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
