import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './AddressForm.stories.tsx';

const { NewAddress, EditingAnother, WithoutCancel } = composeStories(stories);

describe('<AddressForm />', () => {
  it('starts empty, with the province list to choose from, and Cancel hands back', async () => {
    render(<NewAddress />);
    const form = screen.getByRole('form', { name: '新增收货地址' });
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '收货人' })).toHaveValue('');
    expect(screen.getByRole('option', { name: '浙江省' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '城市' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(NewAddress.args.onCancel).toHaveBeenCalledTimes(1);
  });

  it('edits an address of a city without districts, offering no district', () => {
    render(<EditingAnother />);
    expect(screen.getByRole('form', { name: '编辑收货地址' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '城市' })).toHaveDisplayValue('上海市');
    expect(screen.queryByRole('combobox', { name: '区县' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '固定电话' })).toHaveValue('021-66668888');
    expect(screen.getByRole('checkbox', { name: '设为默认地址' })).not.toBeChecked();
  });

  it('offers no Cancel when it is given nowhere to go back to', () => {
    render(<WithoutCancel />);
    expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
  });
});
