/**
 * A list (`ul`, `ol`) without bullets or the list's own margins and padding: the blocks lay out and
 * space their lists themselves. Spread it first, so that a block's own spacing wins.
 */
export const BARE_LIST = { listStyleType: 'none', m: '0', p: '0' } as const;
