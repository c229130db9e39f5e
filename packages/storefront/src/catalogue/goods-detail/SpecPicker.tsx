import { Button, Flex, Text } from '@chakra-ui/react';
import type { SkuSpecs } from '@mall/schemas';
import { currentValues, exactSku, skuForChoice } from './spec-choice.ts';
import { useGoodsDetailStrings } from './useGoodsDetailStrings.ts';

export interface SpecPickerProps {
  specs: SkuSpecs;
  /** The SKU being shown. */
  skuId: string;
  /** Called with the SKU to show for a picked value. */
  onChoose: (skuId: string) => void;
}

/**
 * One row of value buttons per spec dimension (colour, size...). The shown SKU's values are pressed;
 * a value that does not combine with the other choices is dashed, and picking it moves the others along.
 */
export function SpecPicker({ specs, skuId, onChoose }: SpecPickerProps) {
  const { t } = useGoodsDetailStrings();
  const values = currentValues(specs, skuId);
  return (
    <>
      {specs.specs.map((spec, index) => (
        <Flex key={spec.name} gap="4" align="baseline" role="group" aria-label={spec.name}>
          <Text color="fg.muted" w="5rem" flexShrink={0}>
            {spec.name}
          </Text>
          <Flex gap="2" wrap="wrap">
            {spec.values.map((value) => {
              const chosen = values[index] === value;
              const combines = chosen || exactSku(specs, values, index, value) !== undefined;
              const target = skuForChoice(specs, values, index, value);
              return (
                <Button
                  key={value}
                  size="sm"
                  variant="outline"
                  borderStyle={combines ? 'solid' : 'dashed'}
                  borderColor={chosen ? 'brand.solid' : 'border'}
                  color={chosen ? 'brand.solid' : combines ? 'fg' : 'fg.muted'}
                  aria-pressed={chosen}
                  aria-label={combines ? value : t('detail.specUnavailable', { value })}
                  disabled={!target}
                  onClick={() => {
                    if (target && !chosen) onChoose(target.skuId);
                  }}
                >
                  {value}
                </Button>
              );
            })}
          </Flex>
        </Flex>
      ))}
    </>
  );
}
