import { Flex, Text } from '@chakra-ui/react';
import type { GoodsDetail } from '@mall/schemas';
import { Fragment } from 'react';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { useGoodsDetailStrings } from './useGoodsDetailStrings.ts';

/** All goods › first › second › third level, each a link to the goods list of that category. */
export function GoodsBreadcrumb({ detail }: { detail: GoodsDetail }) {
  const { t } = useGoodsDetailStrings();
  const path = detail.categoryPath;
  return (
    <Flex as="nav" aria-label={t('detail.breadcrumb')} gap="2" fontSize="sm" color="fg.muted" mb="4">
      <ShellLink to="/goodsList">{t('detail.allGoods')}</ShellLink>
      {detail.categoryNames.map((name, index) => (
        <Fragment key={path[index] ?? name}>
          <Text aria-hidden="true">›</Text>
          <ShellLink to={`/goodsList?categoryId=${path.slice(0, index + 1).join(',')}`}>{name}</ShellLink>
        </Fragment>
      ))}
    </Flex>
  );
}
