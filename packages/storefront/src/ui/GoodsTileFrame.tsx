import { Stack } from '@chakra-ui/react';
import { HydrateWhenSeen, quotedAttribute } from '@mall/runtime';
import { Suspense, useId, type ReactNode } from 'react';
import { GoodsPicture, type GoodsPictureProps } from './GoodsPicture.tsx';
import { ShellLink } from './ShellLink.tsx';

export interface GoodsTileFrameProps {
  /** Where the picture and the name lead. */
  to: string;
  /** The goods' name; it names the picture too. */
  name: string;
  /** The language of the name, where it is not the page's. Defaults to the page's. */
  nameLang?: string;
  /** The square picture at the top, as wide as the tile. */
  picture: Omit<GoodsPictureProps, 'alt' | 'fill'>;
  /** Faded: the goods can no longer be had here (an ended sale). Defaults to `false`. */
  faded?: boolean;
  /** Under the name: prices, stock, buttons. */
  children: ReactNode;
}

/**
 * A goods tile of a grid (an `<li>`): the picture and the name, both leading to the goods, then
 * what the list says about it. The picture's link is hidden from assistive technology and the tab
 * order: the name's link is the one way there.
 */
export function GoodsTileFrame({
  to,
  name,
  nameLang,
  picture,
  faded = false,
  children,
}: GoodsTileFrameProps) {
  const tile = useId();
  return (
    <Stack
      as="li"
      data-goods-tile={tile}
      gap="2"
      p="3"
      bg="bg"
      borderRadius="md"
      borderWidth="1px"
      borderColor="border.muted"
      opacity={faded ? 0.6 : 1}
      _hover={{ shadow: 'md' }}
    >
      {/* A tile the server rendered hydrates once it is touched: its links work as the server drew
          them, and what changes it (a flash sale starting) comes from its list, an update that
          hydrates it first. Its own boundary, around what is inside the <li>, so the grid keeps its
          items and the tile its gaps. */}
      <Suspense fallback={null}>
        <HydrateWhenSeen markup={`[data-goods-tile=${quotedAttribute(tile)}]`} starts="touched">
          <ShellLink to={to} display="block" aria-hidden="true" tabIndex={-1}>
            <GoodsPicture {...picture} alt={name} fill />
          </ShellLink>
          <ShellLink
            to={to}
            color="fg"
            fontSize="sm"
            lineClamp={2}
            minH="2.6em"
            _hover={{ color: 'brand.solid' }}
            lang={nameLang}
          >
            {name}
          </ShellLink>
          {children}
        </HydrateWhenSeen>
      </Suspense>
    </Stack>
  );
}
