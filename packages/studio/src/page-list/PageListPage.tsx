import { Badge, Box, Button, HStack, Heading, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import useSWR from 'swr';
import type { PageState, PageType, Platform } from '../api/studio-types.ts';
import { useStudioSession } from '../session/StudioSession.tsx';
import { NewPageDialog } from './NewPageDialog.tsx';
import { PAGE_TYPES, PLATFORMS } from './page-kinds.ts';

const STATE_COLOURS: Record<PageState, string> = { draft: 'gray', published: 'green', changed: 'orange' };

/** Badge of a page's state: never published, published as drafted, or changed since. */
export function PageStateBadge({ state }: { state: PageState }) {
  const { t } = useTranslation('studio');
  return <Badge colorPalette={STATE_COLOURS[state]}>{t(`state.${state}`)}</Badge>;
}

/** The pages the operator may work on, filtered by platform, page type and state. */
export function PageListPage() {
  const { t, i18n } = useTranslation('studio');
  const { api, operator } = useStudioSession();
  const navigate = useNavigate();
  const [platform, setPlatform] = useState<Platform | ''>('');
  const [pageType, setPageType] = useState<PageType | ''>('');
  const [state, setState] = useState<PageState | ''>('');
  const [creating, setCreating] = useState(false);
  const filter = {
    pageNumber: 1,
    ...(platform ? { platform } : {}),
    ...(pageType ? { pageType } : {}),
    ...(state ? { state } : {}),
  };
  const { data, error } = useSWR(['pages', operator?.id, i18n.language, filter], () => api.pages(filter));

  const select = <T extends string>(
    label: string,
    value: T | '',
    options: readonly T[],
    onChange: (v: T | '') => void,
    word: (v: T) => string,
  ) => (
    <NativeSelect.Root size="sm" width="44">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as T | '')}
      >
        <option value="">{t('filter.all', { what: label })}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {word(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <Box>
      <HStack justify="space-between" mb="4">
        <Heading as="h1" size="lg">
          {t('pages.title')}
        </Heading>
        <Button colorPalette="red" onClick={() => setCreating(true)}>
          {t('pages.new')}
        </Button>
      </HStack>
      <HStack gap="3" mb="4">
        {select(t('page.platform'), platform, PLATFORMS, setPlatform, (p) => t(`platform.${p}`))}
        {select(t('page.pageType'), pageType, PAGE_TYPES, setPageType, (p) => t(`pageType.${p}`))}
        {select(t('page.state'), state, ['draft', 'published', 'changed'] as const, setState, (s) =>
          t(`state.${s}`),
        )}
      </HStack>
      {error ? <Text color="fg.error">{error instanceof Error ? error.message : String(error)}</Text> : null}
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('page.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('page.platform')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('page.pageType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('page.enterprise')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('page.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('page.version')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('page.updatedAt')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data?.records.map((page) => (
            <Table.Row key={page.id}>
              <Table.Cell>
                <Link to={`/pages/${encodeURIComponent(page.id)}`}>{page.name}</Link>
                {page.englishOf ? (
                  <Badge ml="2" size="sm">
                    {t('page.englishVersion')}
                  </Badge>
                ) : null}
              </Table.Cell>
              <Table.Cell>{t(`platform.${page.platform}`)}</Table.Cell>
              <Table.Cell>{t(`pageType.${page.pageType}`)}</Table.Cell>
              <Table.Cell>{page.oneId ?? t('page.shared')}</Table.Cell>
              <Table.Cell>
                <PageStateBadge state={page.state} />
              </Table.Cell>
              <Table.Cell>{page.publishedVersion ?? '—'}</Table.Cell>
              <Table.Cell>{new Date(page.updatedAt).toLocaleString(i18n.language)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {data && data.records.length === 0 ? <Text mt="4">{t('pages.none')}</Text> : null}
      <NewPageDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => void navigate(`/pages/${encodeURIComponent(id)}`)}
      />
    </Box>
  );
}
