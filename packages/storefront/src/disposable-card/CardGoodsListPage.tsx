import { Box, Button, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { ListPagination } from '../shell/ListPagination.tsx';
import { CardLoadStatus } from './CardLoadStatus.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { CardGoodsCard } from './CardGoodsCard.tsx';
import { fetchCardGoods } from '../api/disposable-card.ts';
import { DisposableCardFrame } from './DisposableCardFrame.tsx';
import { YCXK_KEY } from './useCardSession.ts';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';

/** Goods per page of the range. Defaults to `12`. */
export const CARD_GOODS_PAGE_SIZE = 12;

/** The goods of the card's range, searched by `?keyword=` and paged by `?page=`. */
function CardGoods({ rangeName }: { rangeName: string | null }) {
  const { t } = useDisposableCardStrings();
  const [params, setParams] = useInPageSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(keyword);
  const goods = useSWR([YCXK_KEY, 'goods', keyword, page], () =>
    fetchCardGoods({ keyword, pageNumber: page, pageSize: CARD_GOODS_PAGE_SIZE }),
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { keyword: typed.trim() } : {});
  };
  const goTo = (next: number) => setParams({ ...(keyword ? { keyword } : {}), page: String(next) });

  return (
    <Box>
      <HStack
        as="form"
        role="search"
        aria-label={t('ycxk.goods.search')}
        onSubmit={search}
        justify="space-between"
        gap="4"
        wrap="wrap"
        mb="4"
      >
        {rangeName ? <Text color="fg.muted">{t('ycxk.goods.range', { range: rangeName })}</Text> : <span />}
        <HStack gap="2">
          <Input
            aria-label={t('ycxk.goods.search')}
            placeholder={t('ycxk.goods.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={40}
            w="64"
          />
          <Button type="submit" colorPalette="red">
            {t('ycxk.goods.searchAction')}
          </Button>
        </HStack>
      </HStack>
      {goods.data === undefined ? (
        <CardLoadStatus load={goods} />
      ) : goods.data.records.length === 0 ? (
        <StatusMessage title={keyword ? t('ycxk.goods.emptyKeyword', { keyword }) : t('ycxk.goods.empty')} />
      ) : (
        <>
          <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="4" aria-label={t('ycxk.goods.title')}>
            {goods.data.records.map((item) => (
              <CardGoodsCard key={item.skuId} goods={item} />
            ))}
          </SimpleGrid>
          <ListPagination
            page={{ total: goods.data.total, size: CARD_GOODS_PAGE_SIZE, current: page }}
            onPageChange={goTo}
            label={t('ycxk.goods.pages')}
          />
        </>
      )}
    </Box>
  );
}

/** `/disposableCard/GoodsList`: what the card can redeem, at the card's prices. */
export function CardGoodsListPage() {
  const { t } = useDisposableCardStrings();
  return (
    <DisposableCardFrame title={t('ycxk.goods.title')}>
      {(card) => <CardGoods rangeName={card.rangeName} />}
    </DisposableCardFrame>
  );
}
