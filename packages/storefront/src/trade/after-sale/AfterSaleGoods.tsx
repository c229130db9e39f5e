import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { GoodsThumbnail } from '../../shell/drawers/DrawerGoodsItem.tsx';

export interface AfterSaleGoodsProps {
  image: string | null;
  name: string;
  /** The picture's side, in CSS pixels. */
  size: number;
  /** The name's language where it differs from the page's. */
  lang?: string;
  /** The name in a heavier weight (the item applied for). Defaults to `false`. */
  strong?: boolean;
  /** The line under the name (units, service, the order). */
  children: ReactNode;
}

/** The goods a request is about: its picture, its name in two lines at most, and a line under it. */
export function AfterSaleGoods({ image, name, size, lang, strong = false, children }: AfterSaleGoodsProps) {
  return (
    <>
      <GoodsThumbnail src={image} alt={name} size={size} />
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight={strong ? 'medium' : undefined} lineClamp={2} lang={lang}>
          {name}
        </Text>
        {children}
      </Stack>
    </>
  );
}
