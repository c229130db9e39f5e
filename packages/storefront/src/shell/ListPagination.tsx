import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ListPaginationProps {
  /** Rows in all pages. */
  count: number;
  pageSize: number;
  /** The current page, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  /** What the pages are of, for screen readers ("公告分页"). */
  label: string;
}

/** Page buttons under a list: previous, the page numbers, next. Nothing when it fits one page. */
export function ListPagination({ count, pageSize, page, onPageChange, label }: ListPaginationProps) {
  const { t } = useTranslation('storefront');
  if (count <= pageSize) return null;
  return (
    <Pagination.Root
      count={count}
      pageSize={pageSize}
      page={page}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: label,
        prevTriggerLabel: t('list.prevPage'),
        nextTriggerLabel: t('list.nextPage'),
        itemLabel: (details) => t('list.pageLabel', { page: details.page }),
      }}
      mt="6"
      display="flex"
      justifyContent="center"
    >
      <ButtonGroup variant="ghost" size="sm">
        <Pagination.PrevTrigger asChild>
          <IconButton>
            <span aria-hidden="true">‹</span>
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton>
            <span aria-hidden="true">›</span>
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
