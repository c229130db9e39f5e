import { Box, Button, Input, SimpleGrid, Text } from '@chakra-ui/react';
import type { AfterSaleDetail, LogisticsCompany } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import useSWR from 'swr';
import { deliverAfterSale } from '../../api/after-sales.ts';
import { fetchLogisticsCompanies } from '../../api/logistics.ts';
import { FormField } from '../../account-access/FormField.tsx';
import { useSending } from '../../account-access/useSending.ts';
import { localeAtom } from '../../state/locale.ts';
import { FormSubmit } from '../../ui/FormSubmit.tsx';
import { OptionSelect } from '../../ui/OptionSelect.tsx';
import { PlainForm } from '../../ui/PlainForm.tsx';
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
  const { sending, failure, setFailure, send } = useSending();

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
    await send(async () => {
      const changed = await deliverAfterSale(sn, { logisticsCompany: company, logisticsNo: number });
      toaster.create({ type: 'success', description: t('afterSale.return.sent') });
      onDelivered(changed);
    });
  };

  return (
    <PlainForm label={t('afterSale.return.form')} onSubmit={submit} gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('afterSale.return.hint')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {/* Closed until the couriers arrive. Chakra's select takes `disabled` from its Field only. */}
        <FormField label={t('afterSale.return.company')} error={errors.company} disabled={!companies.data}>
          <OptionSelect
            value={company}
            placeholder={
              companies.data
                ? t('afterSale.return.companyPlaceholder')
                : companies.error
                  ? t('afterSale.return.companiesFailed')
                  : t('afterSale.return.companiesLoading')
            }
            options={(companies.data ?? []).map((offered) => ({
              value: offered.name,
              label: english ? offered.nameEn : offered.name,
            }))}
            onChange={(chosen) => {
              setCompany(chosen);
              setErrors((current) => ({ ...current, company: undefined }));
            }}
          />
        </FormField>
        <FormField label={t('afterSale.return.trackingNo')} error={errors.trackingNo}>
          <Input
            value={trackingNo}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => {
              setTrackingNo(event.target.value);
              setErrors((current) => ({ ...current, trackingNo: undefined }));
            }}
          />
        </FormField>
      </SimpleGrid>
      {companies.error ? (
        <Box>
          <Button size="xs" variant="outline" onClick={() => void companies.mutate()}>
            {t('afterSale.retry')}
          </Button>
        </Box>
      ) : null}
      <FormSubmit label={t('afterSale.return.submit')} loading={sending} failure={failure} size="sm" />
    </PlainForm>
  );
}
