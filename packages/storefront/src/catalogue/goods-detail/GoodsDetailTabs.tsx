import { Table, Tabs, Text } from '@chakra-ui/react';
import type { GoodsDetail, SkuSpecs } from '@mall/schemas';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { useContentLang } from '../../shell/content-lang.ts';
import { useReviewStrings } from '../../trade/reviews/useReviewStrings.ts';
import { GoodsReviews } from './GoodsReviews.tsx';
import { useGoodsDetailStrings } from './useGoodsDetailStrings.ts';

export interface GoodsDetailTabsProps {
  detail: GoodsDetail;
  /** Every SKU of the goods; absent while loading or when it failed. */
  specs: SkuSpecs | undefined;
}

/** The tabs under the goods: its description, its parameters, every spec with price and stock, and its reviews. */
export function GoodsDetailTabs({ detail, specs }: GoodsDetailTabsProps) {
  const { t } = useGoodsDetailStrings();
  const langOf = useContentLang();
  const pointsLabel = usePointsLabel();
  const reviewStrings = useReviewStrings();
  return (
    <Tabs.Root
      defaultValue="intro"
      lazyMount
      unmountOnExit
      colorPalette="red"
      mt="8"
      aria-label={t('detail.tabs')}
    >
      <Tabs.List>
        <Tabs.Trigger value="intro">{t('detail.tab.intro')}</Tabs.Trigger>
        <Tabs.Trigger value="params">{t('detail.tab.params')}</Tabs.Trigger>
        <Tabs.Trigger value="specs">{t('detail.tab.specs')}</Tabs.Trigger>
        <Tabs.Trigger value="reviews">{reviewStrings.t('reviews.goodsTab')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="intro">
        {detail.intro ? (
          // Plain text from the catalogue: its line breaks are its paragraphs.
          <Text whiteSpace="pre-line" lineHeight="tall" lang={langOf(detail.intro)}>
            {detail.intro}
          </Text>
        ) : (
          <Text color="fg.muted">{t('detail.noIntro')}</Text>
        )}
      </Tabs.Content>
      <Tabs.Content value="params">
        {detail.params.length > 0 ? (
          <Table.Root size="sm" variant="outline" maxW="40rem">
            <Table.Body>
              {detail.params.map((param) => (
                <Table.Row key={param.name}>
                  <Table.Cell bg="bg.muted" w="12rem" color="fg.muted" lang={langOf(param.name)}>
                    {param.name}
                  </Table.Cell>
                  <Table.Cell lang={langOf(param.value)}>{param.value}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : (
          <Text color="fg.muted">{t('detail.noParams')}</Text>
        )}
      </Tabs.Content>
      <Tabs.Content value="specs">
        {specs && specs.skus.length > 0 ? (
          <Table.Root size="sm" variant="outline" maxW="40rem" aria-label={t('detail.specsTable')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('detail.specsTableSku')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('detail.specsTablePrice')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('detail.specsTableStock')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {specs.skus.map((sku) => (
                <Table.Row key={sku.skuId} aria-current={sku.skuId === detail.skuId ? 'true' : undefined}>
                  <Table.Cell>{sku.values.join(' / ')}</Table.Cell>
                  <Table.Cell>{pointsLabel(sku.specProductPrice)}</Table.Cell>
                  <Table.Cell>
                    {!sku.onSale
                      ? t('detail.delisted')
                      : sku.stock > 0
                        ? t('detail.inStock')
                        : t('detail.restocking')}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : (
          <Text color="fg.muted">{detail.spec ?? t('detail.noParams')}</Text>
        )}
      </Tabs.Content>
      <Tabs.Content value="reviews">
        <GoodsReviews goodsId={detail.goodsId} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
