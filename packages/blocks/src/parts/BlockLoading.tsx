import { Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BLOCKS_NAMESPACE } from '../i18n/block-messages.ts';
import { PAGE_WIDTH } from './layout.ts';

/** A skeleton of the block's own height while its data loads, announced as busy. */
export function BlockLoading({ height }: { height: number }) {
  const { t } = useTranslation(BLOCKS_NAMESPACE);
  return (
    <Skeleton
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
      h={`${height}px`}
      maxW={`${PAGE_WIDTH}px`}
      mx="auto"
      borderRadius="md"
    />
  );
}
