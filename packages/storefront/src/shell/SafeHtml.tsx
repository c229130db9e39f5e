import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

export interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Operator HTML (notice content, popup message), sanitised before it reaches the page. */
  html: string;
}

// Chakra's reset strips lists, links and paragraph spacing; operator HTML expects them back.
const RICH_TEXT = {
  lineHeight: '1.8',
  wordBreak: 'break-word',
  '& p': { marginBottom: '3' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '6', marginBottom: '3' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '6', marginBottom: '3' },
  '& a[href]': { color: 'brand.solid', textDecoration: 'underline' },
  '& img': { display: 'inline-block', maxWidth: '100%', height: 'auto' },
  '& strong, & b': { fontWeight: 'bold' },
} as const;

/** Operator HTML shown through `sanitizeHtml`: the only way such HTML gets into the page. */
export function SafeHtml({ html, ...boxProps }: SafeHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Box css={RICH_TEXT} {...boxProps} dangerouslySetInnerHTML={{ __html: safe }} />;
}
