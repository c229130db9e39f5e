import { Box, Button, Flex, Input, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { searchDraftAtom } from '../state/search-draft.ts';
import { readSearchUrlMarker, searchTarget, type SearchedState } from './search-target.ts';

export interface SearchBarProps {
  /** Hot search terms shown as clickable tags below the box (HSHSC only). Defaults to none. */
  hotSearchTerms?: readonly string[];
  /** `mini` is the slim box of the fixed bar shown after scrolling. Defaults to `full`. */
  size?: 'full' | 'mini';
}

/**
 * The goods search (spec 01 section 2.4): submitting, or clicking a hot term, goes to /goodsList
 * (or /specialGoodsList per the stored marker) with `keyword`, keeping the current query.
 */
export function SearchBar({ hotSearchTerms = [], size = 'full' }: SearchBarProps) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const [draft, setDraft] = useAtom(searchDraftAtom);
  // Until the member types, the box shows the keyword the address searched for.
  const keyword =
    draft?.address === address ? draft.text : (new URLSearchParams(location.search).get('keyword') ?? '');
  const setKeyword = (text: string) => setDraft({ address, text });

  const search = (term: string) => {
    setDraft(null);
    const state: SearchedState = { searched: true };
    void navigate(searchTarget(term, location.search, readSearchUrlMarker()), { state });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(keyword);
  };
  const mini = size === 'mini';

  return (
    // minW 0: a squeezed header shares its width by the bar's basis, not by how many hot terms came.
    <Box w={mini ? '480px' : '520px'} minW="0">
      <form role="search" aria-label={t(mini ? 'search.mini' : 'search.label')} onSubmit={submit}>
        <Flex>
          <Input
            type="search"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            size={mini ? 'sm' : 'md'}
            borderColor="brand.solid"
            borderWidth="2px"
            borderEndRadius="0"
          />
          <Button type="submit" colorPalette="brand" size={mini ? 'sm' : 'md'} borderStartRadius="0" px="6">
            {t('search.submit')}
          </Button>
        </Flex>
      </form>
      {!mini && hotSearchTerms.length > 0 ? (
        // One line of its own height, reserved below before the terms arrive (issue 8: they moved
        // the header when they wrapped on a phone); more terms than fit scroll sideways.
        <Flex
          as="ul"
          aria-label={t('search.hotTerms')}
          mt="1"
          h="6"
          gap="2"
          wrap="nowrap"
          overflowX="auto"
          overflowY="hidden"
          whiteSpace="nowrap"
          scrollbarWidth="none"
          listStyleType="none"
        >
          {hotSearchTerms.map((term) => (
            <li key={term}>
              <Button
                variant="plain"
                size="xs"
                h="auto"
                px="0"
                color="fg.muted"
                _hover={{ color: 'brand.solid' }}
                aria-label={t('search.hotTerm', { term })}
                onClick={() => search(term)}
              >
                <Text as="span">{term}</Text>
              </Button>
            </li>
          ))}
        </Flex>
      ) : !mini ? (
        <Box mt="1" h="6" />
      ) : null}
    </Box>
  );
}
