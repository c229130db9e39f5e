import { Button, Flex, Text } from '@chakra-ui/react';
import type { FamilyMember } from '@mall/schemas';
import { useState } from 'react';
import { RequestError } from '../api/request.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { toaster } from '../ui/toaster.ts';
import { BenefitFrame } from './BenefitFrame.tsx';
import { removeFamilyMember } from '../api/benefits.ts';
import { FAMILY_MEMBER_CAP } from './family-rules.ts';
import { FamilyMemberForm } from './FamilyMemberForm.tsx';
import { useFamilyMembers } from './useBenefitData.ts';
import { useBenefitStrings } from './useBenefitStrings.ts';

/** Which form is open: none, adding, or editing one family member. */
type FormState = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; member: FamilyMember };

/**
 * /familyInfo (members): the family members the member names for family plan cases, with adding
 * (up to 10), editing and removing after a confirm; removing one keeps the orders made for them.
 */
export function FamilyInfoPage() {
  const { t } = useBenefitStrings();
  const family = useFamilyMembers();
  const [form, setForm] = useState<FormState>({ kind: 'closed' });
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const count = family.data?.length ?? 0;
  const full = count >= FAMILY_MEMBER_CAP;

  const saved = () => {
    setForm({ kind: 'closed' });
    toaster.create({ type: 'success', title: t('benefit.family.saved') });
    void family.mutate();
  };

  const confirmRemove = async () => {
    const member = removing;
    setRemoving(null);
    if (!member) return;
    try {
      await removeFamilyMember(member.id);
      toaster.create({ type: 'success', title: t('benefit.family.removed') });
    } catch (error) {
      // The request layer has shown what went wrong; one removed meanwhile simply leaves the list.
      if (!(error instanceof RequestError)) throw error;
    }
    void family.mutate();
  };

  const columns: DataColumn<FamilyMember>[] = [
    { header: t('benefit.family.name'), cell: (member) => member.name },
    { header: t('benefit.family.relation'), cell: (member) => t(`benefit.relation.${member.relation}`) },
    { header: t('benefit.family.mobile'), cell: (member) => member.mobile },
    {
      header: t('benefit.family.birthday'),
      cell: (member) => member.birthday ?? t('benefit.family.birthdayNone'),
    },
    {
      header: t('benefit.family.actions'),
      cell: (member) => (
        <Flex gap="2">
          <Button
            size="xs"
            variant="outline"
            aria-label={t('benefit.family.editItem', { name: member.name })}
            disabled={form.kind !== 'closed'}
            onClick={() => setForm({ kind: 'edit', member })}
          >
            {t('benefit.family.edit')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={t('benefit.family.removeItem', { name: member.name })}
            onClick={() => setRemoving(member)}
          >
            {t('benefit.family.remove')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <BenefitFrame
      title={t('benefit.family.title')}
      aside={
        <Flex align="center" gap="3">
          {family.data ? (
            <Text color="fg.muted" fontSize="sm">
              {t('benefit.family.count', { count, max: FAMILY_MEMBER_CAP })}
            </Text>
          ) : null}
          <Button
            colorPalette="red"
            disabled={full || form.kind !== 'closed'}
            onClick={() => setForm({ kind: 'add' })}
          >
            {t('benefit.family.add')}
          </Button>
        </Flex>
      }
    >
      {full ? (
        <Text color="fg.muted" fontSize="sm" mb="4">
          {t('benefit.family.full', { max: FAMILY_MEMBER_CAP })}
        </Text>
      ) : null}
      {form.kind !== 'closed' ? (
        <FamilyMemberForm
          key={form.kind === 'edit' ? form.member.id : 'add'}
          editing={form.kind === 'edit' ? form.member : null}
          onSaved={saved}
          onCancel={() => setForm({ kind: 'closed' })}
        />
      ) : null}
      <Loaded
        state={family}
        words={loadWordsOf(t, 'benefit')}
        isEmpty={(members) => members.length === 0}
        empty={{ title: t('benefit.family.empty'), description: t('benefit.family.emptyHint') }}
      >
        {(members) => (
          <DataTable
            label={t('benefit.family.title')}
            columns={columns}
            rows={members}
            rowKey={(member) => member.id}
          />
        )}
      </Loaded>
      <ConfirmDialog
        open={removing !== null}
        onDismiss={() => setRemoving(null)}
        title={t('benefit.family.removeTitle')}
        confirmLabel={t('benefit.family.removeConfirm')}
        onConfirm={() => void confirmRemove()}
        cancelLabel={t('benefit.family.removeCancel')}
        confirmPalette="red"
      >
        {t('benefit.family.removeText', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </BenefitFrame>
  );
}
