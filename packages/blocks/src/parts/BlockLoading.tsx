import { Skeleton } from '@chakra-ui/react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { PAGE_WIDTH } from './layout.ts';

/** A skeleton of the block's own height while its data loads, announced as busy. */
export function BlockLoading({ height }: { height: number }) {
  const { t } = useBlockTranslation();
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
