import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListPagination } from './ListPagination.tsx';

/** A page of a paged list, as the list calls answer it. */
export interface ListPage {
  total: number;
  size: number;
  /** The page, from 1. */
  current: number;
}

export interface PagedRowsProps {
  /** The page shown. */
  page: ListPage;
  /** Names the list, and its pages for screen readers. */
  label: string;
  paginationLabel: string;
  onPageChange: (page: number) => void;
  /** Two to a row from medium screens on (coupon tickets). Defaults to one. */
  twoColumns?: boolean;
  /** The rows: `<li>`s. */
  children: ReactNode;
}

/** A page of a list (a `<ul>`), and the page buttons under it. */
export function PagedRows({
  page,
  label,
  paginationLabel,
  onPageChange,
  twoColumns = false,
  children,
}: PagedRowsProps) {
  return (
    <>
      <Stack
        as="ul"
        aria-label={label}
        gap="4"
        m="0"
        p="0"
        listStyleType="none"
        {...(twoColumns ? { display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } } : {})}
      >
        {children}
      </Stack>
      <ListPagination
        count={page.total}
        pageSize={page.size}
        page={page.current}
        onPageChange={onPageChange}
        label={paginationLabel}
      />
    </>
  );
}
