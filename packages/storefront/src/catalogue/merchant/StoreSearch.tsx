import { Button, Group, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useMerchantStrings } from './useMerchantStrings.ts';

export interface StoreSearchProps {
  keyword: string | undefined;
  onSearch: (keyword: string) => void;
}

/** A search box for this store's goods only (the header's searches the whole mall). */
export function StoreSearch({ keyword, onSearch }: StoreSearchProps) {
  const { t } = useMerchantStrings();
  const [text, setText] = useState(keyword ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={t('merchant.search')} onSubmit={submit}>
      <Group attached>
        <Input
          size="sm"
          w="16rem"
          type="search"
          maxLength={40}
          value={text}
          placeholder={t('merchant.searchPlaceholder')}
          aria-label={t('merchant.searchPlaceholder')}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button size="sm" type="submit" colorPalette="red">
          {t('merchant.searchButton')}
        </Button>
      </Group>
    </form>
  );
}
