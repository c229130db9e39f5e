import { Alert, Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AfterSaleDetail, LogisticsCompany } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import useSWR from 'swr';
import { deliverAfterSale } from '../../api/after-sales.ts';
import { fetchLogisticsCompanies } from '../../api/logistics.ts';
import { RequestError } from '../../api/request.ts';
import { localeAtom } from '../../state/locale.ts';
import { toaster } from '../../ui/toaster.ts';
import { TRACKING_NO_PATTERN } from './after-sale-paths.ts';
import { useAfterSaleStrings } from './useAfterSaleStrings.ts';

export interface AfterSaleReturnFormProps {
  /** The approved return or exchange whose goods go back. */
  sn: string;
  /** The request as the server answered it once the goods are recorded as sent back. */
  onDelivered: (changed: AfterSaleDetail) => void;
  /** Loads the courier companies. Defaults to GET /buyer/other/logistics (tests pass their own). */
  loadCompanies?: () => Promise<LogisticsCompany[]>;
}

/**
 * Sending the goods of an approved return or exchange back: the courier, chosen from the companies
 * in service (GET /buyer/other/logistics, named in the page's language), and the tracking number.
 * A refusal shows under the form and keeps what was chosen.
 */
export function AfterSaleReturnForm({
  sn,
  onDelivered,
  loadCompanies = fetchLogisticsCompanies,
}: AfterSaleReturnFormProps) {
  const { t } = useAfterSaleStrings();
  const english = useAtomValue(localeAtom) === 'en-US';
  const companies = useSWR('logistics-companies', loadCompanies, { revalidateOnFocus: false });
  const [company, setCompany] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [errors, setErrors] = useState<{ company?: string; trackingNo?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const number = trackingNo.trim();
    const found = {
      company: company ? undefined : t('afterSale.return.required.company'),
      trackingNo: !number
        ? t('afterSale.return.required.trackingNo')
        : TRACKING_NO_PATTERN.test(number)
          ? undefined
          : t('afterSale.return.badTrackingNo'),
    };
    setErrors(found);
    setFailure(null);
    if (found.company || found.trackingNo) return;
    setSending(true);
    try {
      const changed = await deliverAfterSale(sn, { logisticsCompany: company, logisticsNo: number });
      toaster.create({ type: 'success', description: t('afterSale.return.sent') });
      onDelivered(changed);
    } catch (caught) {
      if (!(caught instanceof RequestError)) throw caught;
      if (!caught.handled) setFailure(caught.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('afterSale.return.form')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('afterSale.return.hint')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {/* Closed until the couriers arrive. Chakra's select takes `disabled` from its Field only. */}
          <Field.Root required invalid={Boolean(errors.company)} disabled={!companies.data}>
            <Field.Label>{t('afterSale.return.company')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={company}
                onChange={(event) => {
                  setCompany(event.target.value);
                  setErrors((current) => ({ ...current, company: undefined }));
                }}
              >
                <option value="">
                  {companies.data
                    ? t('afterSale.return.companyPlaceholder')
                    : companies.error
                      ? t('afterSale.return.companiesFailed')
                      : t('afterSale.return.companiesLoading')}
                </option>
                {(companies.data ?? []).map((offered) => (
                  <option key={offered.id} value={offered.name}>
                    {english ? offered.nameEn : offered.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.company ? <Field.ErrorText>{errors.company}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.trackingNo)}>
            <Field.Label>{t('afterSale.return.trackingNo')}</Field.Label>
            <Input
              value={trackingNo}
              maxLength={40}
              autoComplete="off"
              onChange={(event) => {
                setTrackingNo(event.target.value);
                setErrors((current) => ({ ...current, trackingNo: undefined }));
              }}
            />
            {errors.trackingNo ? <Field.ErrorText>{errors.trackingNo}</Field.ErrorText> : null}
          </Field.Root>
        </SimpleGrid>
        {companies.error ? (
          <Box>
            <Button size="xs" variant="outline" onClick={() => void companies.mutate()}>
              {t('afterSale.retry')}
            </Button>
          </Box>
        ) : null}
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="red" size="sm" loading={sending}>
            {t('afterSale.return.submit')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
