import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BenefitChoice, BenefitPlanCaseDetail, FamilyMember, MemberAddress } from '@mall/schemas';
import { useState, type FormEvent } from 'react';
import { FormField } from '../account-access/FormField.tsx';
import { addressLine } from '../address-book/address-fields.ts';
import { useSending } from '../account-access/useSending.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FormSubmit } from '../ui/FormSubmit.tsx';
import { OptionSelect, type SelectOption } from '../ui/OptionSelect.tsx';
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
  const [confirming, setConfirming] = useState(false);
  // A plan case gone meanwhile answers 404, which the request layer keeps quiet about; a choice made
  // meanwhile (3000005) it has redirected; the rest it has shown.
  const { sending, failure, setFailure, send } = useSending({ notFound: t('benefit.select.notFound') });
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
    setFailure(null);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const submit = async () => {
    setConfirming(false);
    // In the plan case's order, as the summary shows them; the check made sure there is one.
    const [first, ...rest] = options
      .filter((option) => chosen.includes(option.id))
      .map((option) => option.id);
    if (first === undefined) return;
    await send(async () => {
      const outcome = await choosePlanCase({
        planCaseId: planCase.id,
        optionIds: [first, ...rest],
        addressId,
        ...(forFamily ? { familyMemberId } : {}),
      });
      if (outcome.ok) onChosen(outcome.result);
      else setFailure(outcome.message);
    });
  };

  // How an address and a family member read, in the selects and in the summary.
  const addressChoice = (known: MemberAddress) =>
    `${known.consigneeName} ${known.mobile} ${addressLine(known)}`;
  const familyChoice = (known: FamilyMember) => `${known.name}（${t(`benefit.relation.${known.relation}`)}）`;
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

        <PickField
          kind="address"
          error={errors.address}
          value={addressId}
          options={addresses.map((known) => ({ value: known.id, label: addressChoice(known) }))}
          onChange={setAddressId}
        />
        {forFamily ? (
          <PickField
            kind="family"
            error={errors.family}
            value={familyMemberId}
            options={familyMembers.map((known) => ({ value: known.id, label: familyChoice(known) }))}
            onChange={setFamilyMemberId}
          />
        ) : null}

        <FormSubmit label={t('benefit.select.submit')} loading={sending} failure={failure} plainFailure />
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
              <Text>{addressChoice(address)}</Text>
            </Box>
          ) : null}
          {forFamily && familyMember ? (
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('benefit.confirm.family')}
              </Text>
              <Text>{familyChoice(familyMember)}</Text>
            </Box>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </form>
  );
}

/**
 * What each thing a choice goes to is called, says when the member has none, and where more are
 * added; the words are `benefit.select.<key>`.
 */
const PICKS = {
  address: { label: 'address', none: 'noAddress', to: '/home/addAddress', link: 'addAddress' },
  family: { label: 'family', none: 'noFamily', to: FAMILY_INFO_PATH, link: 'manageFamily' },
} as const;

interface PickFieldProps {
  kind: keyof typeof PICKS;
  error: string | undefined;
  value: string;
  /** The member's own (addresses, family members); none shows a line saying so. */
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** One thing the choice goes to (an address, a family member): a select of the member's, and a link to add one. */
function PickField({ kind, error, value, options, onChange }: PickFieldProps) {
  const { t } = useBenefitStrings();
  const pick = PICKS[kind];
  return (
    <Box maxW="40rem">
      <FormField label={t(`benefit.select.${pick.label}`)} error={error}>
        {options.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t(`benefit.select.${pick.none}`)}
          </Text>
        ) : (
          <OptionSelect value={value} options={options} onChange={onChange} />
        )}
      </FormField>
      <ShellLink to={pick.to} fontSize="sm">
        {t(`benefit.select.${pick.link}`)}
      </ShellLink>
    </Box>
  );
}
