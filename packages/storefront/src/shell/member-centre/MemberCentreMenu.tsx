import { Box, Heading, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import { useLocation } from 'react-router';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { currentMemberCentreEntry, MEMBER_CENTRE_MENU } from './member-centre-menu.ts';
import { useMemberCentreStrings } from './useMemberCentreStrings.ts';

/**
 * The member centre's left menu: its groups with their links, the page shown marked current
 * (`aria-current="page"`). Plain links in document order, so Tab reaches each of them. Memoised:
 * a page's own state changes render its frame again, never the menu.
 */
export const MemberCentreMenu = memo(function MemberCentreMenu() {
  const { t } = useMemberCentreStrings();
  const current = currentMemberCentreEntry(useLocation().pathname);
  return (
    <Box
      as="nav"
      aria-label={t('memberCentre.menu')}
      w={{ base: 'full', md: '180px' }}
      flexShrink={0}
      mt="4"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="md"
      bg="bg.panel"
      py="2"
    >
      {MEMBER_CENTRE_MENU.map((group) => (
        <Box key={group.labelKey} as="section" px="3" py="2">
          <Heading as="h2" size="sm" mb="1" color="fg">
            {t(group.labelKey)}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="0" m="0" p="0">
            {group.entries.map((entry) => {
              const isCurrent = entry === current;
              return (
                <li key={entry.path}>
                  <ShellLink
                    to={entry.path}
                    aria-current={isCurrent ? 'page' : undefined}
                    display="block"
                    py="1"
                    ps="2"
                    borderStartWidth="2px"
                    borderColor={isCurrent ? 'brand.solid' : 'transparent'}
                    color={isCurrent ? 'brand.solid' : 'fg.muted'}
                    fontWeight={isCurrent ? 'semibold' : 'normal'}
                    _hover={{ color: 'brand.solid' }}
                  >
                    {t(entry.labelKey)}
                  </ShellLink>
                </li>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Box>
  );
});
