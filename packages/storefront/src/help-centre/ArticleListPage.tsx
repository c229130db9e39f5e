import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import type { ArticleCategory } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { fetchArticleCategories, fetchArticlePage } from '../api/articles.ts';
import { LoadedPages } from '../points/LoadedPages.tsx';
import { TitledPage } from '../shell/TitledPage.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { localeAtom } from '../state/locale.ts';
import {
  articleDetailPath,
  articleListParams,
  articleListPath,
  readArticleListAddress,
  type ArticleListAddress,
} from './article-paths.ts';
import { MenuLink } from './MenuLink.tsx';
import { useHelpStrings } from './useHelpStrings.ts';

/** Articles per page of /article. Defaults to `10`. */
export const ARTICLE_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------------
// Data

function useArticleCategories() {
  const locale = useAtomValue(localeAtom);
  return useSWR(['article-categories', locale], fetchArticleCategories);
}

function useArticlePage({ categoryId, keyword, page }: ArticleListAddress) {
  const locale = useAtomValue(localeAtom);
  return useSWR(['article-page', categoryId, keyword, page, locale], () =>
    fetchArticlePage({
      pageNumber: page,
      pageSize: ARTICLE_PAGE_SIZE,
      ...(categoryId ? { categoryId } : {}),
      ...(keyword ? { keyword } : {}),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The page

/**
 * `/article`: the help centre's articles by category (`?categoryId=`), with a keyword search
 * (`?keyword=`) and paging (`?page=`); every choice lives in the address.
 */
export function ArticleListPage() {
  const { t } = useHelpStrings();
  const [searchParams, setSearchParams] = useInPageSearchParams();
  const address = readArticleListAddress(searchParams);
  const go = (next: Partial<ArticleListAddress>) =>
    void setSearchParams(articleListParams({ ...address, page: 1, ...next }));
  const categories = useArticleCategories();

  return (
    <TitledPage title={t('help.centre')}>
      <ArticleSearch
        key={address.keyword}
        keyword={address.keyword}
        onSearch={(keyword) => go({ keyword })}
      />
      <Flex gap="8" direction={{ base: 'column', md: 'row' }} align="flex-start" mt="4">
        <CategoryMenu categories={categories.data ?? []} categoryId={address.categoryId} address={address} />
        <Box as="section" aria-label={t('help.list.results')} flex="1" minW="0">
          <ArticleList address={address} onPageChange={(page) => go({ page })} />
        </Box>
      </Flex>
    </TitledPage>
  );
}

function ArticleSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useHelpStrings();
  const [typed, setTyped] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim().slice(0, 50));
  };
  return (
    <Flex as="form" role="search" aria-label={t('help.list.search')} onSubmit={submit} gap="2" maxW="560px">
      <Input
        aria-label={t('help.list.keyword')}
        placeholder={t('help.list.keywordPlaceholder')}
        value={typed}
        maxLength={50}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" colorPalette="red">
        {t('help.list.submit')}
      </Button>
    </Flex>
  );
}

interface CategoryMenuProps {
  categories: readonly ArticleCategory[];
  categoryId: string;
  address: ArticleListAddress;
}

function CategoryMenu({ categories, categoryId, address }: CategoryMenuProps) {
  const { t } = useHelpStrings();
  const entries = [{ id: '', name: t('help.list.all') }, ...categories];
  return (
    <Box as="nav" aria-label={t('help.list.categories')} w={{ base: 'full', md: '200px' }} flexShrink={0}>
      <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderColor="border.muted">
        {entries.map((category) => (
          <MenuLink
            key={category.id || 'all'}
            to={articleListPath({ ...address, categoryId: category.id, page: 1 })}
            current={category.id === categoryId}
          >
            {category.name}
          </MenuLink>
        ))}
      </Stack>
    </Box>
  );
}

function ArticleList({
  address,
  onPageChange,
}: {
  address: ArticleListAddress;
  onPageChange: (page: number) => void;
}) {
  const { t } = useHelpStrings();
  const articles = useArticlePage(address);
  return (
    <LoadedPages
      state={articles}
      words={loadWordsOf(t, 'help')}
      empty={{
        title: address.keyword ? t('help.list.noMatch', { keyword: address.keyword }) : t('help.list.empty'),
      }}
      pagesLabel={t('help.list.pagination')}
      onPageChange={onPageChange}
    >
      {(records) => (
        <Box as="ul" listStyleType="none" m="0" p="0">
          {records.map((article) => (
            <Box as="li" key={article.id} py="3" borderBottomWidth="1px" borderColor="border.muted">
              <Flex justify="space-between" gap="4" align="baseline">
                <ShellLink
                  to={articleDetailPath(article.id)}
                  fontWeight="semibold"
                  color="fg"
                  _hover={{ color: 'brand.solid' }}
                >
                  {article.title}
                </ShellLink>
                <Text color="fg.muted" fontSize="sm" flexShrink={0}>
                  {article.categoryName}
                </Text>
              </Flex>
              <Text color="fg.muted" fontSize="sm" mt="1" lineClamp={2}>
                {article.summary}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </LoadedPages>
  );
}
