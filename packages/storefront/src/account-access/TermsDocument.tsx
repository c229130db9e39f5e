import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { useLocation } from 'react-router';
import { ShellLink } from '../ui/ShellLink.tsx';

/** The terms pages (spec 01 section 2.1): their route and how many sections each has in the catalogue. */
export const TERMS_DOCUMENTS = {
  service: { path: '/ServiceTerms', sections: 6 },
  privacy: { path: '/privacyPolicy', sections: 5 },
  userAgreement: { path: '/userAgreement', sections: 5 },
  friendlyTips: { path: '/friendlyTips', sections: 5 },
} as const;

/** Which terms page. */
export type TermsDocumentId = keyof typeof TERMS_DOCUMENTS;

/** When the texts were last revised; shown under each title. */
export const TERMS_UPDATED = '2026-01-01';

export interface TermsDocumentProps {
  document: TermsDocumentId;
}

/**
 * One terms page: its title and date, its numbered sections (a body's lines are paragraphs), and
 * links to the other terms pages. Every word comes from the catalogue (`terms.<document>.<n>.*`).
 */
export function TermsDocument({ document }: TermsDocumentProps) {
  const { t } = useAccountAccessStrings();
  const { pathname } = useLocation();
  const { sections } = TERMS_DOCUMENTS[document];
  return (
    <Stack as="article" gap="6" maxW="800px" mx="auto" px="4" py="6">
      <Box>
        <Heading as="h1" size="2xl">
          {t(`terms.${document}.title`)}
        </Heading>
        <Text color="fg.muted" mt="2">
          {t('terms.updated', { date: TERMS_UPDATED })}
        </Text>
      </Box>
      {Array.from({ length: sections }, (_, index) => {
        const key = `terms.${document}.${index + 1}`;
        return (
          <Box as="section" key={key}>
            <Heading as="h2" size="md" mb="2">
              {t(`${key}.title`)}
            </Heading>
            {t(`${key}.body`)
              .split('\n')
              .map((paragraph, line) => (
                <Text key={line} mb="2" lineHeight="tall">
                  {paragraph}
                </Text>
              ))}
          </Box>
        );
      })}
      <Box as="nav" aria-label={t('terms.nav')} borderTopWidth="1px" pt="4">
        <HStack gap="4" wrap="wrap">
          {(Object.keys(TERMS_DOCUMENTS) as TermsDocumentId[]).map((id) => {
            const { path } = TERMS_DOCUMENTS[id];
            const current = pathname.toLowerCase() === path.toLowerCase();
            return (
              <ShellLink key={id} to={path} aria-current={current ? 'page' : undefined} color="red.600">
                {t(`terms.${id}.title`)}
              </ShellLink>
            );
          })}
        </HStack>
      </Box>
    </Stack>
  );
}
