import { loadBlockRegistry } from '@mall/blocks';
import {
  BlockServicesProvider,
  PageRenderer,
  parsePage,
  type BlockRegistry,
  type BlockSlot,
} from '@mall/runtime';
import { use, useMemo, type ReactNode } from 'react';
import { useStorefrontServices } from '../services/useStorefrontServices.ts';

/** Props of {@link CustomChrome}. */
export interface CustomChromeProps {
  /** The custom page's data (JSON text) whose header or footer blocks to render. */
  pageData: string;
  slot: Exclude<BlockSlot, 'body'>;
  /** Shown when the page has no block for the slot (the site's own footer). Defaults to nothing. */
  fallback?: ReactNode;
  /** The site's name, for the footer's copyright line when its block gives none. Defaults to none. */
  siteName?: string | undefined;
}

const typeOf = (block: unknown) => {
  const type = (block as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : undefined;
};

/**
 * The page data with only the blocks `slot` shows: for the footer, only the first footer block (a
 * page has one footer; issue 22 found two stacked), as a page object the renderer reads without
 * parsing the text again. `null` when the page holds none for the slot, or its data is unreadable.
 */
function slotPageData(registry: BlockRegistry, pageData: string, slot: BlockSlot): string | object | null {
  // The same reading of the text as the body's renderer and the preload: parsed once between them.
  const read = parsePage(pageData, 'zh-CN');
  if (!read.ok) return null;
  const { list } = read;
  const inSlot = (block: unknown) => {
    const type = typeOf(block);
    return type !== undefined && registry.get(type)?.slot === slot;
  };
  const first = list.findIndex(inSlot);
  if (first < 0) return null;
  if (slot !== 'footer') return pageData;
  return { list: list.filter((block, index) => index === first || !inSlot(block)) };
}

/**
 * Custom-page mode's header navigation or footer (spec 03 sections 2 and 4): the custom page's
 * `customCateNav*` blocks under the site header, its `customFooter*` blocks instead of the site
 * footer (one: the first footer block). Loaded only in that mode, so other pages carry none of the page runtime in the frame.
 * It suspends until the block index has arrived (the frame's Suspense shows nothing meanwhile).
 */
export function CustomChrome({ pageData, slot, fallback = null, siteName }: CustomChromeProps) {
  const storefrontServices = useStorefrontServices();
  const services = useMemo(
    () => (siteName ? { ...storefrontServices, siteName } : storefrontServices),
    [storefrontServices, siteName],
  );
  const registry = use(loadBlockRegistry());
  const shown = useMemo(() => slotPageData(registry, pageData, slot), [registry, pageData, slot]);
  if (shown === null) return fallback;
  return (
    <BlockServicesProvider services={services}>
      <PageRenderer page={shown} registry={registry} blockSet="custom" slot={slot} mode="production" />
    </BlockServicesProvider>
  );
}
