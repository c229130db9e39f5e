import { createContext, useContext, type ReactNode } from 'react';

/** Which block of the page a hook runs in; tracking events name it. */
export interface CurrentBlock {
  blockKey: string;
  /** Position of the block in the page's list. */
  index: number;
  type: string;
}

const OUTSIDE_A_PAGE: CurrentBlock = { blockKey: '', index: 0, type: '' };
const CurrentBlockContext = createContext<CurrentBlock>(OUTSIDE_A_PAGE);

/** Names the block below it (set by `<PageRenderer>` around each block). */
export function CurrentBlockProvider({ block, children }: { block: CurrentBlock; children: ReactNode }) {
  return <CurrentBlockContext.Provider value={block}>{children}</CurrentBlockContext.Provider>;
}

/** The block a hook runs in; empty key, index 0 and empty type outside a `<PageRenderer>`. */
export function useCurrentBlock(): CurrentBlock {
  return useContext(CurrentBlockContext);
}
