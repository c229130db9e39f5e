import { loadBlockRegistry } from '@mall/blocks';
import { BlockServicesProvider, PageRenderer, type BlockRegistry, type BlockSlot } from '@mall/runtime';
import { use, useMemo, type ReactNode } from 'react';
import { useStorefrontServices } from '../services/useStorefrontServices.ts';

/** Props of {@link CustomChrome}. */
export interface CustomChromeProps {
  /** The custom page's data (JSON text) whose header or footer blocks to render. */
  pageData: string;
  slot: Exclude<BlockSlot, 'body'>;
  /** Shown when the page has no block for the slot (the site's own footer). Defaults to nothing. */
  fallback?: ReactNode;
}

/** Whether the page holds a block the registry puts in `slot`; unreadable data holds none. */
function hasSlotBlock(registry: BlockRegistry, pageData: string, slot: BlockSlot): boolean {
  try {
    const list: unknown = (JSON.parse(pageData) as { list?: unknown }).list;
    return (
      Array.isArray(list) &&
      list.some((block: unknown) => {
        const type = (block as { type?: unknown } | null)?.type;
        return typeof type === 'string' && registry.get(type)?.slot === slot;
      })
    );
  } catch {
    return false;
  }
}

/**
 * Custom-page mode's header navigation or footer (spec 03 sections 2 and 4): the custom page's
 * `customCateNav*` blocks under the site header, its `customFooter*` blocks instead of the site
 * footer. Loaded only in that mode, so other pages carry none of the page runtime in the frame.
 * It suspends until the block index has arrived (the frame's Suspense shows nothing meanwhile).
 */
export function CustomChrome({ pageData, slot, fallback = null }: CustomChromeProps) {
  const services = useStorefrontServices();
  const registry = use(loadBlockRegistry());
  const present = useMemo(() => hasSlotBlock(registry, pageData, slot), [registry, pageData, slot]);
  if (!present) return fallback;
  return (
    <BlockServicesProvider services={services}>
      <PageRenderer page={pageData} registry={registry} blockSet="custom" slot={slot} mode="production" />
    </BlockServicesProvider>
  );
}
