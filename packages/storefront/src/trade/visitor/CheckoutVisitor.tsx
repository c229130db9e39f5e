import { Box, Heading, Text } from '@chakra-ui/react';
import { VisitorFields, type VisitorFieldsProps } from './VisitorFields.tsx';
import { useVisitorStrings } from './useVisitorStrings.ts';

/**
 * The checkout's visitor section, for goods received in person (the checkout's `visitorRequired`):
 * who comes and on which day, checked at the door.
 */
export function CheckoutVisitor(props: VisitorFieldsProps) {
  const { t } = useVisitorStrings();
  const title = t('visitor.title');
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('visitor.hint')}
      </Text>
      <VisitorFields {...props} />
    </Box>
  );
}
