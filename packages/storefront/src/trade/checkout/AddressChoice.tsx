import { Badge, Button, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { CartSku, CheckoutAddress } from '@mall/schemas';
import { RadioCardItem } from '../../ui/RadioCardItem.tsx';
import { useCheckoutStrings } from './useCheckoutStrings.ts';
import { useContentLang } from '../../shell/content-lang.ts';

export interface AddressChoiceProps {
  addresses: readonly CheckoutAddress[];
  /** The address chosen; `null` when none is. */
  value: string | null;
  onChange: (addressId: string) => void;
  /** Opens the new-address form. */
  onNew: () => void;
  /** The lines being ordered, to name the goods an address is not delivered to. */
  lines: readonly CartSku[];
}

/**
 * The member's addresses to ship to, each with consignee, mobile and where; one the ticked goods
 * are not all delivered to cannot be chosen and says which goods. "Use a new address" opens the form.
 */
export function AddressChoice({ addresses, value, onChange, onNew, lines }: AddressChoiceProps) {
  const { t, i18n } = useCheckoutStrings();
  const langOf = useContentLang();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const nameOf = (skuId: string) =>
    lines.find((line) => line.goodsSku.id === skuId)?.goodsSku.goodsName ?? skuId;
  return (
    <Stack gap="3">
      {addresses.length === 0 ? <Text color="fg.muted">{t('checkout.noAddress')}</Text> : null}
      <RadioGroup.Root
        value={value}
        onValueChange={(details) => {
          if (details.value) onChange(details.value);
        }}
        colorPalette="red"
        aria-label={t('checkout.address')}
      >
        <Stack gap="2">
          {addresses.map(({ address, deliverable, undeliverableSkuIds }) => (
            <RadioCardItem key={address.id} value={address.id} disabled={!deliverable}>
              <Stack gap="1">
                <HStack gap="3" wrap="wrap">
                  <Text fontWeight="semibold" lang={langOf(address.consigneeName)}>
                    {address.consigneeName}
                  </Text>
                  <Text>{address.mobile}</Text>
                  {address.alias ? <Badge lang={langOf(address.alias)}>{address.alias}</Badge> : null}
                  {address.isDefault ? <Badge colorPalette="red">{t('checkout.default')}</Badge> : null}
                </HStack>
                <Text lang={langOf(`${address.regionNames} ${address.detail}`)}>
                  {`${address.regionNames} ${address.detail}`}
                </Text>
                {!deliverable ? (
                  <Text fontSize="sm" color="fg.error">
                    {undeliverableSkuIds.length > 0
                      ? t('checkout.undeliverableGoods', {
                          names: list.format(undeliverableSkuIds.map(nameOf)),
                        })
                      : t('checkout.undeliverable')}
                  </Text>
                ) : null}
              </Stack>
            </RadioCardItem>
          ))}
        </Stack>
      </RadioGroup.Root>
      <HStack>
        <Button size="sm" variant="outline" onClick={onNew}>
          {t('checkout.newAddress')}
        </Button>
      </HStack>
    </Stack>
  );
}
