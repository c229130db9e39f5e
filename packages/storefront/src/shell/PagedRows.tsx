import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListPagination, type ListPage } from './ListPagination.tsx';

export type { ListPage };

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
      <ListPagination page={page} onPageChange={onPageChange} label={paginationLabel} />
    </>
  );
}
