import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { formatPriceText, type BenefitGoodsDetail } from '@mall/schemas';
import { Link as RouterLink } from 'react-router';
import { GoodsGallery } from '../catalogue/goods-detail/GoodsGallery.tsx';
import { formatDateTime } from '../shell/format-date-time.ts';
import { DetailFacts, DetailSection } from '../trade/DetailParts.tsx';
import { useRecordPage } from '../shell/useRecordPage.ts';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { fetchBenefitGoods } from '../api/benefit-orders.ts';
import { FlexibleBenefitFrame } from './FlexibleBenefitFrame.tsx';
import { BENEFIT_ORDERS_PATH, benefitOrderDetailPath, planCaseChoicePath } from './flexible-benefit-paths.ts';
import { useBenefitWording } from './useBenefitWording.ts';
import { useFlexibleBenefitStrings } from './useFlexibleBenefitStrings.ts';

/** Colours of the plan case's states. */
const CASE_STATE_PALETTE = { NOT_STARTED: 'blue', OPEN: 'green', CLOSED: 'gray' } as const;

/**
 * /flexibleBenefitgGoodsDetail?optionId=: the goods behind an option of the member's enterprise:
 * pictures, name, brand, spec, quantity, market price (the company pays: no points), the plan case
 * it belongs to with its state, and the way on: back to choosing while the case is open and not
 * chosen, else to the member's order. No option id, an unknown one or another enterprise's: "not
 * found".
 */
export function BenefitGoodsDetailPage() {
  const { t } = useFlexibleBenefitStrings();
  const { state } = useRecordPage({
    param: 'optionId',
    cacheName: 'benefit-goods',
    fetchRecord: fetchBenefitGoods,
    words: {
      ...loadWordsOf(t, 'flexBenefit'),
      noKey: t('flexBenefit.goods.noOptionId'),
      notFound: t('flexBenefit.goods.notFound'),
      notFoundHint: t('flexBenefit.goods.notFoundHint'),
    },
    back: { label: t('flexBenefit.goods.backToOrders'), to: BENEFIT_ORDERS_PATH },
  });
  if ('message' in state)
    return <FlexibleBenefitFrame title={t('flexBenefit.goods.title')}>{state.message}</FlexibleBenefitFrame>;

  const detail = state.record;
  return (
    <FlexibleBenefitFrame title={t('flexBenefit.goods.title')}>
      <Stack gap="6">
        <Flex gap="8" align="flex-start" wrap="wrap">
          <GoodsGallery name={detail.name} pictures={detail.images} />
          <Stack gap="4" flex="1" minW="18rem">
            <Heading as="h2" size="md">
              {detail.name}
            </Heading>
            <Stack gap="1" p="4" bg="bg.subtle" borderRadius="md">
              <Text fontSize="sm" color="fg.muted">
                {t('flexBenefit.goods.marketPrice')}{' '}
                <Text as="s">{formatPriceText(detail.marketPrice, { symbol: '¥' })}</Text>
              </Text>
              <Text>
                {t('flexBenefit.goods.price')}{' '}
                <Text as="span" color="price" fontWeight="bold">
                  {t('flexBenefit.orders.paidByCompany')}
                </Text>
              </Text>
            </Stack>
            <DetailFacts
              rows={[
                [t('flexBenefit.goods.brand'), detail.brand ?? '—'],
                [t('flexBenefit.goods.spec'), detail.spec ?? '—'],
                [
                  t('flexBenefit.goods.quantity'),
                  t('flexBenefit.goods.quantityValue', { quantity: detail.quantity }),
                ],
              ]}
            />
            <ChoiceAction detail={detail} />
          </Stack>
        </Flex>
        <PlanCaseSection detail={detail} />
        {detail.intro ? (
          <DetailSection title={t('flexBenefit.goods.intro')}>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {detail.intro}
            </Text>
          </DetailSection>
        ) : null}
      </Stack>
    </FlexibleBenefitFrame>
  );
}

/**
 * The way on from the goods: the member's order once the plan case is chosen; back to choosing
 * while it is open; else why no choice can be made.
 */
function ChoiceAction({ detail }: { detail: BenefitGoodsDetail }) {
  const { t } = useFlexibleBenefitStrings();
  if (detail.chosenSn)
    return (
      <Stack gap="2" align="flex-start">
        <Text color="fg.muted" fontSize="sm">
          {detail.chosen ? t('flexBenefit.goods.chosen') : t('flexBenefit.goods.caseChosen')}
        </Text>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={benefitOrderDetailPath(detail.chosenSn)}>
            {t('flexBenefit.goods.viewOrder')}
          </RouterLink>
        </Button>
      </Stack>
    );
  if (detail.planCase.state === 'OPEN')
    return (
      <Button asChild size="md" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={planCaseChoicePath(detail.planCase)}>{t('flexBenefit.goods.choose')}</RouterLink>
      </Button>
    );
  return (
    <Button size="md" disabled alignSelf="flex-start">
      {detail.planCase.state === 'NOT_STARTED'
        ? t('flexBenefit.goods.notStarted')
        : t('flexBenefit.goods.closed')}
    </Button>
  );
}

function PlanCaseSection({ detail }: { detail: BenefitGoodsDetail }) {
  const { t } = useFlexibleBenefitStrings();
  const wording = useBenefitWording();
  const { planCase } = detail;
  return (
    <DetailSection title={t('flexBenefit.goods.planCase')}>
      <DetailFacts
        rows={[
          [
            t('flexBenefit.detail.planCaseName'),
            <Flex as="span" gap="2" align="center" wrap="wrap">
              {planCase.name}
              <Badge colorPalette={CASE_STATE_PALETTE[planCase.state]}>
                {t(`flexBenefit.caseState.${planCase.state}`)}
              </Badge>
            </Flex>,
          ],
          [t('flexBenefit.detail.period'), wording.period(planCase)],
          [
            t('flexBenefit.detail.window'),
            t('flexBenefit.detail.windowRange', {
              start: formatDateTime(planCase.chooseStart),
              end: formatDateTime(planCase.chooseEnd),
            }),
          ],
        ]}
      />
    </DetailSection>
  );
}
