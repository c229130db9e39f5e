import { Box, Button, Flex, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BenefitChoice, BenefitPlanCaseDetail, FamilyMember, MemberAddress } from '@mall/schemas';
import { useState, type FormEvent } from 'react';
import { FormField } from '../account-access/FormField.tsx';
import { addressLine } from '../address-book/address-fields.ts';
import { RequestError } from '../api/request.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { FAMILY_INFO_PATH } from './benefit-paths.ts';
import { choosePlanCase } from '../api/benefits.ts';
import { OptionCard } from './OptionCard.tsx';
import { useBenefitStrings } from './useBenefitStrings.ts';

type Field = 'options' | 'address' | 'family';

export interface ChoiceFormProps {
  detail: BenefitPlanCaseDetail;
  /** The member's address book, the default first. */
  addresses: readonly MemberAddress[];
  /** The member's family members; only asked for a family plan case. */
  familyMembers: readonly FamilyMember[];
  /** Called with the order once the server made it. */
  onChosen: (choice: BenefitChoice) => void;
}

/**
 * The choice form of an open plan case: its options as radio cards (max_choices 1) or checkboxes
 * with a counter (no more than max_choices can be ticked), the address they go to, for a family plan
 * case the family member they are for, then a dialog summing the choice up before it is sent. A
 * refusal from the server is shown above the button, keeping what was chosen.
 */
export function ChoiceForm({ detail, addresses, familyMembers, onChosen }: ChoiceFormProps) {
  const { t } = useBenefitStrings();
  const { planCase, options } = detail;
  const single = planCase.maxChoices === 1;
  const forFamily = planCase.useTo === 2;
  const [chosen, setChosen] = useState<string[]>([]);
  const [addressId, setAddressId] = useState(() => addresses[0]?.id ?? '');
  const [familyMemberId, setFamilyMemberId] = useState(() => familyMembers[0]?.id ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const full = chosen.length >= planCase.maxChoices;

  const toggle = (id: string) => {
    setErrors((found) => ({ ...found, options: undefined }));
    if (single) setChosen([id]);
    else
      setChosen((now) =>
        now.includes(id) ? now.filter((known) => known !== id) : full ? now : [...now, id],
      );
  };

  // The count rule in the server's words ("请选择2项福利").
  const countRule =
    planCase.minChoices === planCase.maxChoices
      ? t('benefit.select.countRule.fixed', { min: planCase.minChoices })
      : t('benefit.select.countRule.range', { min: planCase.minChoices, max: planCase.maxChoices });

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (chosen.length < planCase.minChoices || chosen.length > planCase.maxChoices) found.options = countRule;
    if (!addressId) found.address = t('benefit.select.addressRequired');
    if (forFamily && !familyMemberId) found.family = t('benefit.select.familyRequired');
    return found;
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const submit = async () => {
    setConfirming(false);
    // In the plan case's order, as the summary shows them; the check made sure there is one.
    const [first, ...rest] = options
      .filter((option) => chosen.includes(option.id))
      .map((option) => option.id);
    if (first === undefined) return;
    setSubmitting(true);
    try {
      const outcome = await choosePlanCase({
        planCaseId: planCase.id,
        optionIds: [first, ...rest],
        addressId,
        ...(forFamily ? { familyMemberId } : {}),
      });
      if (outcome.ok) onChosen(outcome.result);
      else setRefusal(outcome.message);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      // A plan case gone meanwhile answers 404, which the request layer keeps quiet about; a choice
      // made meanwhile (3000005) it has redirected; the rest it has shown.
      if (error.kind === 'not-found') setRefusal(t('benefit.select.notFound'));
    } finally {
      setSubmitting(false);
    }
  };

  const address = addresses.find((known) => known.id === addressId);
  const familyMember = familyMembers.find((known) => known.id === familyMemberId);

  return (
    <form aria-label={planCase.name} onSubmit={review} noValidate>
      <Stack gap="5">
        <Box as="fieldset">
          <Flex as="legend" justify="space-between" w="full" mb="3" gap="4" wrap="wrap">
            <Text fontWeight="medium">{t('benefit.select.options')}</Text>
            {single ? null : (
              <Text aria-live="polite" color={full ? 'red.600' : 'fg.muted'}>
                {t('benefit.select.counter', { count: chosen.length, max: planCase.maxChoices })}
              </Text>
            )}
          </Flex>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {options.map((option) => (
              <OptionCard
                key={option.id}
                option={option}
                kind={single ? 'radio' : 'checkbox'}
                checked={chosen.includes(option.id)}
                disabled={!single && full && !chosen.includes(option.id)}
                onToggle={() => toggle(option.id)}
              />
            ))}
          </SimpleGrid>
          {!single && full ? (
            <Text fontSize="sm" color="fg.muted" mt="2">
              {t('benefit.select.maxReached', { max: planCase.maxChoices })}
            </Text>
          ) : null}
          {errors.options ? (
            <Text role="alert" color="fg.error" fontSize="sm" mt="2">
              {errors.options}
            </Text>
          ) : null}
        </Box>

        <Box maxW="40rem">
          <FormField label={t('benefit.select.address')} error={errors.address}>
            {addresses.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('benefit.select.noAddress')}
              </Text>
            ) : (
              <NativeSelect.Root>
                <NativeSelect.Field value={addressId} onChange={(event) => setAddressId(event.target.value)}>
                  {addresses.map((known) => (
                    <option key={known.id} value={known.id}>
                      {`${known.consigneeName} ${known.mobile} ${addressLine(known)}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
          <ShellLink to="/home/addAddress" fontSize="sm">
            {t('benefit.select.addAddress')}
          </ShellLink>
        </Box>

        {forFamily ? (
          <Box maxW="40rem">
            <FormField label={t('benefit.select.family')} error={errors.family}>
              {familyMembers.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('benefit.select.noFamily')}
                </Text>
              ) : (
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={familyMemberId}
                    onChange={(event) => setFamilyMemberId(event.target.value)}
                  >
                    {familyMembers.map((known) => (
                      <option key={known.id} value={known.id}>
                        {`${known.name}（${t(`benefit.relation.${known.relation}`)}）`}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormField>
            <ShellLink to={FAMILY_INFO_PATH} fontSize="sm">
              {t('benefit.select.manageFamily')}
            </ShellLink>
          </Box>
        ) : null}

        {refusal ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {refusal}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="red" loading={submitting}>
            {t('benefit.select.submit')}
          </Button>
        </Box>
      </Stack>

      <ConfirmDialog
        open={confirming}
        onDismiss={() => setConfirming(false)}
        title={t('benefit.confirm.title')}
        confirmLabel={t('benefit.confirm.ok')}
        onConfirm={() => void submit()}
        cancelLabel={t('benefit.confirm.cancel')}
      >
        <Stack gap="3">
          <Text>{t('benefit.confirm.text')}</Text>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('benefit.confirm.options')}
            </Text>
            {options
              .filter((option) => chosen.includes(option.id))
              .map((option) => (
                <Text key={option.id}>
                  {option.goodsName} {t('benefit.select.quantity', { count: option.quantity })}
                </Text>
              ))}
          </Box>
          {address ? (
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('benefit.confirm.address')}
              </Text>
              <Text>{`${address.consigneeName} ${address.mobile} ${addressLine(address)}`}</Text>
            </Box>
          ) : null}
          {forFamily && familyMember ? (
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('benefit.confirm.family')}
              </Text>
              <Text>{`${familyMember.name}（${t(`benefit.relation.${familyMember.relation}`)}）`}</Text>
            </Box>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </form>
  );
}
