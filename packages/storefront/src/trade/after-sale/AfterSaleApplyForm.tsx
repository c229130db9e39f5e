import {
  Alert,
  Box,
  Button,
  Field,
  Flex,
  Input,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { AfterSaleApplyInfo, AfterSaleServiceType, MemberAddress } from '@mall/schemas';
import { useState } from 'react';
import useSWR from 'swr';
import { fetchAddresses } from '../../api/addresses.ts';
import { applyAfterSale, fetchAfterSaleReasons } from '../../api/after-sales.ts';
import { RequestError } from '../../api/request.ts';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
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
    if (Object.values(found).some(Boolean) || !checked.serviceType) return;
    setSubmitting(true);
    try {
      const saved = await applyAfterSale(item.orderItemSn, {
        serviceType: checked.serviceType,
        num: checked.num,
        reason: checked.reason,
        problemDesc: checked.problemDesc,
        images: [],
        contactName: checked.contactName.trim(),
        contactMobile: checked.contactMobile.trim(),
        ...(needsPickup(checked.serviceType) ? { pickupAddressId: checked.pickupAddressId } : {}),
      });
      onApplied(saved.sn);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      if (error.kind === 'not-found') setFailure(t('afterSale.apply.notFound'));
      else if (!error.handled) setFailure(error.message);
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('afterSale.apply.form')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="5" maxW="2xl">
        <Box>
          <RadioGroup.Root
            value={serviceType}
            onValueChange={(details) => {
              const known = item.serviceTypes.find((type) => type === details.value);
              if (known) change('serviceType', known);
            }}
            aria-invalid={errors.serviceType ? true : undefined}
            colorPalette="red"
            size="sm"
          >
            <RadioGroup.Label fontWeight="medium" mb="2" display="block">
              {t('afterSale.apply.serviceType')}
            </RadioGroup.Label>
            <Flex gap="6" wrap="wrap">
              {item.serviceTypes.map((type) => (
                <RadioGroup.Item key={type} value={type}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`afterSale.serviceType.${type}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Flex>
          </RadioGroup.Root>
          {errors.serviceType ? (
            <Text role="alert" color="fg.error" fontSize="sm" mt="1">
              {errors.serviceType}
            </Text>
          ) : null}
        </Box>

        <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="4">
          <Field.Root required invalid={Boolean(errors.num)}>
            <Field.Label>{t('afterSale.apply.num')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={String(fields.num)}
                onChange={(event) => change('num', Number(event.target.value))}
              >
                {Array.from({ length: item.applicableNum }, (_, index) => index + 1).map((num) => (
                  <option key={num} value={num}>
                    {num}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.num ? (
              <Field.ErrorText>{errors.num}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                {t('afterSale.apply.numHelper', { max: item.applicableNum })}
              </Field.HelperText>
            )}
          </Field.Root>

          <Field.Root required invalid={Boolean(errors.reason)} disabled={!reasons.data}>
            <Field.Label>{t('afterSale.apply.reason')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={fields.reason}
                onChange={(event) => change('reason', event.target.value)}
              >
                <option value="">
                  {reasons.data
                    ? t('afterSale.apply.reasonPlaceholder')
                    : t('afterSale.apply.reasonsLoading')}
                </option>
                {(reasons.data ?? []).map((reason) => (
                  <option key={reason.reason} value={reason.reason}>
                    {reason.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.reason ? <Field.ErrorText>{errors.reason}</Field.ErrorText> : null}
          </Field.Root>
        </SimpleGrid>

        <Field.Root invalid={Boolean(errors.problemDesc)}>
          <Field.Label>{t('afterSale.apply.problemDesc')}</Field.Label>
          <Textarea
            value={fields.problemDesc}
            maxLength={PROBLEM_DESC_MAX}
            rows={4}
            onChange={(event) => change('problemDesc', event.target.value)}
          />
          {errors.problemDesc ? (
            <Field.ErrorText>{errors.problemDesc}</Field.ErrorText>
          ) : (
            <Field.HelperText alignSelf="flex-end">
              {t('afterSale.apply.counter', { count: fields.problemDesc.length, max: PROBLEM_DESC_MAX })}
            </Field.HelperText>
          )}
        </Field.Root>

        <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="4">
          <Field.Root required invalid={Boolean(errors.contactName)}>
            <Field.Label>{t('afterSale.apply.contactName')}</Field.Label>
            <Input
              value={fields.contactName}
              maxLength={CONTACT_NAME_MAX}
              autoComplete="name"
              onChange={(event) => change('contactName', event.target.value)}
            />
            {errors.contactName ? <Field.ErrorText>{errors.contactName}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.contactMobile)}>
            <Field.Label>{t('afterSale.apply.contactMobile')}</Field.Label>
            <Input
              value={fields.contactMobile}
              maxLength={11}
              inputMode="tel"
              autoComplete="tel-national"
              onChange={(event) => change('contactMobile', event.target.value)}
            />
            {errors.contactMobile ? <Field.ErrorText>{errors.contactMobile}</Field.ErrorText> : null}
          </Field.Root>
        </SimpleGrid>

        {pickup ? (
          <Field.Root required invalid={Boolean(errors.pickupAddressId)} disabled={!addresses.data}>
            <Field.Label>{t('afterSale.apply.pickupAddress')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={pickupAddressId}
                onChange={(event) => change('pickupAddressId', event.target.value)}
              >
                <option value="">
                  {addresses.data && addressList.length === 0
                    ? t('afterSale.apply.noAddress')
                    : t('afterSale.apply.pickupPlaceholder')}
                </option>
                {addressList.map((address) => (
                  <option key={address.id} value={address.id}>
                    {`${address.consigneeName} ${address.mobile} ${address.regionNames} ${address.detail}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.pickupAddressId ? <Field.ErrorText>{errors.pickupAddressId}</Field.ErrorText> : null}
          </Field.Root>
        ) : null}

        {item.refundPoints > 0 && serviceType !== 'EXCHANGE_GOODS' ? (
          <Text fontSize="sm" color="fg.muted">
            {t('afterSale.apply.refundPoints', { points: pointsLabel(item.refundPoints) })}
          </Text>
        ) : null}

        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Box>
          <Button
            type="submit"
            colorPalette="red"
            minW="32"
            loading={submitting}
            loadingText={t('afterSale.apply.submitting')}
          >
            {t('afterSale.apply.submit')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
