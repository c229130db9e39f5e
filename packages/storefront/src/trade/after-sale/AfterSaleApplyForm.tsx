import { Box, Input, SimpleGrid, Text } from '@chakra-ui/react';
import type { AfterSaleApplyInfo, AfterSaleServiceType, MemberAddress } from '@mall/schemas';
import { useState } from 'react';
import useSWR from 'swr';
import { fetchAddresses } from '../../api/addresses.ts';
import { applyAfterSale, fetchAfterSaleReasons } from '../../api/after-sales.ts';
import { FormField } from '../../account-access/FormField.tsx';
import { useSending } from '../../account-access/useSending.ts';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { FormSubmit } from '../../ui/FormSubmit.tsx';
import { OptionSelect } from '../../ui/OptionSelect.tsx';
import { PlainForm } from '../../ui/PlainForm.tsx';
import { RadioChoices } from '../../ui/RadioChoices.tsx';
import { CountedTextarea } from './CountedTextarea.tsx';
import { CONTACT_NAME_MAX, PROBLEM_DESC_MAX } from './after-sale-paths.ts';
import { useAfterSaleStrings } from './useAfterSaleStrings.ts';
import { applyFieldErrors, needsPickup, type ApplyFields, type FieldErrors } from './apply-fields.ts';

/** Addresses offered for a pickup: the member keeps at most 20. */
const PICKUP_ADDRESSES_PAGE = { pageNumber: 1, pageSize: 20 };

/**
 * The application's form: the service type, units, reason, description, contact and (for a parcel
 * going back) the pickup address, each checked before anything is sent; a refusal from the server
 * shows above the button and what was typed stays.
 */
export function AfterSaleApplyForm({
  item,
  onApplied,
}: {
  item: AfterSaleApplyInfo;
  onApplied: (sn: string) => void;
}) {
  const { t } = useAfterSaleStrings();
  const pointsLabel = usePointsLabel();
  const [fields, setFields] = useState<ApplyFields>({
    serviceType: item.serviceTypes[0] ?? '',
    num: item.applicableNum,
    reason: '',
    problemDesc: '',
    // The order's consignee is who the service calls unless the member says otherwise.
    contactName: item.contact?.name ?? '',
    contactMobile: item.contact?.mobile ?? '',
    pickupAddressId: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  // A saved request opens its detail: the form stays busy until it does.
  const { sending, failure, setFailure, send } = useSending({
    notFound: t('afterSale.apply.notFound'),
    busyUntilLeft: true,
  });
  const serviceType = fields.serviceType;
  const reasons = useSWR(serviceType ? ['after-sale-reasons', serviceType] : null, () =>
    fetchAfterSaleReasons(serviceType as AfterSaleServiceType),
  );
  const pickup = needsPickup(serviceType);
  const addresses = useSWR(pickup ? ['after-sale-pickup-addresses'] : null, () =>
    fetchAddresses(PICKUP_ADDRESSES_PAGE),
  );
  const addressList: MemberAddress[] = addresses.data?.records ?? [];
  // The default address is offered first; the member may pick another.
  const pickupAddressId = fields.pickupAddressId || addressList.find((a) => a.isDefault)?.id || '';

  const change = <K extends keyof ApplyFields>(name: K, value: ApplyFields[K]) => {
    setFields((current) => ({
      ...current,
      [name]: value,
      // Reasons belong to a service type.
      ...(name === 'serviceType' ? { reason: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async () => {
    const checked = { ...fields, pickupAddressId };
    const found = applyFieldErrors(checked, item.applicableNum, t);
    setErrors(found);
    setFailure(null);
    const chosenType = checked.serviceType;
    if (Object.values(found).some(Boolean) || !chosenType) return;
    await send(async () => {
      const saved = await applyAfterSale(item.orderItemSn, {
        serviceType: chosenType,
        num: checked.num,
        reason: checked.reason,
        problemDesc: checked.problemDesc,
        images: [],
        contactName: checked.contactName.trim(),
        contactMobile: checked.contactMobile.trim(),
        ...(needsPickup(chosenType) ? { pickupAddressId: checked.pickupAddressId } : {}),
      });
      onApplied(saved.sn);
    });
  };

  return (
    <PlainForm label={t('afterSale.apply.form')} onSubmit={submit} gap="5" maxW="2xl">
      <Box>
        <RadioChoices
          label={t('afterSale.apply.serviceType')}
          value={serviceType}
          options={item.serviceTypes.map((type) => ({
            value: type,
            label: t(`afterSale.serviceType.${type}`),
          }))}
          onChange={(type) => change('serviceType', type)}
          size="sm"
          invalid={Boolean(errors.serviceType)}
        />
        {errors.serviceType ? (
          <Text role="alert" color="fg.error" fontSize="sm" mt="1">
            {errors.serviceType}
          </Text>
        ) : null}
      </Box>

      <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="4">
        <FormField
          label={t('afterSale.apply.num')}
          error={errors.num}
          helper={t('afterSale.apply.numHelper', { max: item.applicableNum })}
        >
          <OptionSelect
            value={String(fields.num)}
            options={Array.from({ length: item.applicableNum }, (_, index) => String(index + 1)).map(
              (num) => ({ value: num, label: num }),
            )}
            onChange={(num) => change('num', Number(num))}
          />
        </FormField>
        <FormField label={t('afterSale.apply.reason')} error={errors.reason} disabled={!reasons.data}>
          <OptionSelect
            value={fields.reason}
            placeholder={
              reasons.data ? t('afterSale.apply.reasonPlaceholder') : t('afterSale.apply.reasonsLoading')
            }
            options={(reasons.data ?? []).map((reason) => ({ value: reason.reason, label: reason.label }))}
            onChange={(reason) => change('reason', reason)}
          />
        </FormField>
      </SimpleGrid>

      <CountedTextarea
        label={t('afterSale.apply.problemDesc')}
        value={fields.problemDesc}
        onChange={(typed) => change('problemDesc', typed)}
        max={PROBLEM_DESC_MAX}
        rows={4}
        error={errors.problemDesc}
      />

      <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="4">
        <FormField label={t('afterSale.apply.contactName')} error={errors.contactName}>
          <Input
            value={fields.contactName}
            maxLength={CONTACT_NAME_MAX}
            autoComplete="name"
            onChange={(event) => change('contactName', event.target.value)}
          />
        </FormField>
        <FormField label={t('afterSale.apply.contactMobile')} error={errors.contactMobile}>
          <Input
            value={fields.contactMobile}
            maxLength={11}
            inputMode="tel"
            autoComplete="tel-national"
            onChange={(event) => change('contactMobile', event.target.value)}
          />
        </FormField>
      </SimpleGrid>

      {pickup ? (
        <FormField
          label={t('afterSale.apply.pickupAddress')}
          error={errors.pickupAddressId}
          disabled={!addresses.data}
        >
          <OptionSelect
            value={pickupAddressId}
            placeholder={
              addresses.data && addressList.length === 0
                ? t('afterSale.apply.noAddress')
                : t('afterSale.apply.pickupPlaceholder')
            }
            options={addressList.map((address) => ({
              value: address.id,
              label: `${address.consigneeName} ${address.mobile} ${address.regionNames} ${address.detail}`,
            }))}
            onChange={(id) => change('pickupAddressId', id)}
          />
        </FormField>
      ) : null}

      {item.refundPoints > 0 && serviceType !== 'EXCHANGE_GOODS' ? (
        <Text fontSize="sm" color="fg.muted">
          {t('afterSale.apply.refundPoints', { points: pointsLabel(item.refundPoints) })}
        </Text>
      ) : null}

      <FormSubmit
        label={t('afterSale.apply.submit')}
        loadingLabel={t('afterSale.apply.submitting')}
        loading={sending}
        failure={failure}
        minW="32"
      />
    </PlainForm>
  );
}
