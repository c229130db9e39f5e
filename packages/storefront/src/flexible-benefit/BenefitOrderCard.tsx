import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { BenefitOrderSummary } from '@mall/schemas';
import { GoodsThumbnail } from '../shell/drawers/DrawerGoodsItem.tsx';
import { formatDateTime } from '../shell/format-date-time.ts';
import { ShellLink } from '../ui/ShellLink.tsx';
import { BenefitOrderActionBar } from './BenefitOrderActionBar.tsx';
import { BenefitOrderStatusBadge } from './BenefitOrderStatusBadge.tsx';
import { benefitGoodsPath, benefitOrderDetailPath } from './flexible-benefit-paths.ts';
import { useBenefitWording } from './useBenefitWording.ts';
import { useFlexibleBenefitStrings } from './useFlexibleBenefitStrings.ts';

/** Size of a goods picture in the order list. */
const ORDER_PICTURE_PX = 72;

export interface BenefitOrderCardProps {
  order: BenefitOrderSummary;
  /** After an action changed the order. */
  onChanged: () => unknown;
}

/**
 * One benefit order of the list (an `<li>`): number, time, status, the plan case and its period, for
 * whom, its goods (each opening its goods detail) and its buttons.
 */
export function BenefitOrderCard({ order, onChanged }: BenefitOrderCardProps) {
  const { t } = useFlexibleBenefitStrings();
  const wording = useBenefitWording();
  return (
    <Box as="li" borderWidth="1px" borderColor="border.muted" borderRadius="md" overflow="hidden">
      <Flex bg="bg.subtle" px="4" py="2" gap="6" align="center" fontSize="sm" wrap="wrap">
        <ShellLink to={benefitOrderDetailPath(order.sn)} fontWeight="medium">
          {t('flexBenefit.orders.sn', { sn: order.sn })}
        </ShellLink>
        <Text color="fg.muted">
          {t('flexBenefit.orders.time', { time: formatDateTime(order.createTime) })}
        </Text>
        <Box ms="auto">
          <BenefitOrderStatusBadge status={order.status} />
        </Box>
      </Flex>
      <Flex px="4" pt="3" gap="4" fontSize="sm" wrap="wrap">
        <Text fontWeight="medium">{order.planCase.name}</Text>
        <Text color="fg.muted">{wording.period(order.planCase)}</Text>
        <Text color="fg.muted">
          {t('flexBenefit.orders.for', { recipient: wording.recipient(order.recipient) })}
        </Text>
      </Flex>
      <Flex px="4" py="3" gap="6" align="flex-start">
        <Stack
          as="ul"
          aria-label={t('flexBenefit.orders.goods', { sn: order.sn })}
          gap="3"
          flex="1"
          minW="0"
          m="0"
          p="0"
        >
          {order.items.map((item) => (
            <Flex as="li" key={item.optionId} gap="3" align="center" listStyleType="none">
              <GoodsThumbnail src={item.image} alt={item.name} size={ORDER_PICTURE_PX} />
              <ShellLink to={benefitGoodsPath(item.optionId)} fontSize="sm" lineClamp={2} flex="1">
                {item.name}
              </ShellLink>
              <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                {t('flexBenefit.orders.quantity', { quantity: item.quantity })}
              </Text>
            </Flex>
          ))}
        </Stack>
        <Stack gap="3" align="flex-end" flexShrink={0} w="16rem">
          <Text fontSize="sm" color="fg.muted" textAlign="end">
            {t('flexBenefit.orders.paidByCompany')}
          </Text>
          <BenefitOrderActionBar sn={order.sn} actions={order.actions} onChanged={onChanged} />
        </Stack>
      </Flex>
    </Box>
  );
}
