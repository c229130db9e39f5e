import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import common from '@mall/schemas/common.schema.json' with { type: 'json' };
import bannerAdvert from '@mall/schemas/blocks/bannerAdvert.schema.json' with { type: 'json' };
import { BlockForm } from './BlockForm.tsx';
import { formSchemaOf } from './form-schema.ts';

describe('<BlockForm />', () => {
  it('draws a field per option from the block schema and answers every edit with the whole options', async () => {
    const onChange = vi.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <BlockForm
          schema={formSchemaOf(bannerAdvert, common)}
          options={{ img: '/img/a.png' }}
          onChange={onChange}
        />
      </ChakraProvider>,
    );
    // Each input is named by its label (the Chakra theme's own template left them nameless).
    const picture = await screen.findByLabelText(/^ImageUrl/);
    expect(picture).toHaveValue('/img/a.png');
    // The schema's description helps each field, as it documents the option.
    expect(screen.getByText('Banner picture, 1200x100.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /closable/ })).toBeInTheDocument();
    await userEvent.type(picture, 'x');
    expect(onChange).toHaveBeenLastCalledWith({ img: '/img/a.pngx' });
  });
});
