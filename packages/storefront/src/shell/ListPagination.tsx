import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A page of a paged list, as the list calls answer it. */
export interface ListPage {
  /** Rows in all pages. */
  total: number;
  size: number;
  /** The page, from 1. */
  current: number;
}

export interface ListPaginationProps {
  /** The page shown: a list call's answer passes itself. */
  page: ListPage;
  onPageChange: (page: number) => void;
  /** What the pages are of, for screen readers ("公告分页"). */
  label: string;
}

/** Page buttons under a list: previous, the page numbers, next. Nothing when it fits one page. */
export function ListPagination({ page, onPageChange, label }: ListPaginationProps) {
  const { t } = useTranslation('storefront');
  if (page.total <= page.size) return null;
  return (
    <Pagination.Root
      count={page.total}
      pageSize={page.size}
      page={page.current}
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
