import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import common from '@mall/schemas/common.schema.json' with { type: 'json' };
import bannerAdvert from '@mall/schemas/blocks/bannerAdvert.schema.json' with { type: 'json' };
import carousel from '@mall/schemas/blocks/carousel.schema.json' with { type: 'json' };
import goodsList from '@mall/schemas/blocks/goodsList.schema.json' with { type: 'json' };
import Form from '@rjsf/chakra-ui';
import validator from '@rjsf/validator-ajv8';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formSchemaOf } from '../block-form/form-schema.ts';
import { fieldLabelMessages } from './field-label-messages.ts';
import { uiSchemaFor } from './form-ui-schema.ts';

const zhCN = (key: string) => fieldLabelMessages['zh-CN'][key];
const enUS = (key: string) => fieldLabelMessages['en-US'][key];

describe('uiSchemaFor', () => {
  it("labels a banner advert's fields in the operator's language, shared fragments by the fragment's words", () => {
    const schema = formSchemaOf(bannerAdvert, common);
    const zh = uiSchemaFor('bannerAdvert', schema, zhCN);
    expect(zh.img).toEqual({ 'ui:title': '图片', 'ui:description': '横幅图片，1200x100。' });
    expect(zh.url?.['ui:title']).toBe('链接');
    expect(zh.bgColor?.['ui:title']).toBe('背景色');
    expect(uiSchemaFor('bannerAdvert', schema, enUS).img?.['ui:title']).toBe('Picture');
  });

  it("labels the fields of a list's entries and the entries themselves", () => {
    const ui = uiSchemaFor('carousel', formSchemaOf(carousel, common), zhCN);
    expect(ui.list?.['ui:title']).toBe('轮播图');
    expect(ui.list?.items?.['ui:title']).toBe('轮播图');
    expect(ui.list?.items?.img?.['ui:title']).toBe('图片');
    expect(ui.list?.items?.img?.['ui:description']).toBe('轮播图片，830x453。');
    expect(ui.autoplay?.['ui:title']).toBe('自动轮播');
  });

  it('goes into shared fragments: the title row and the goods of a list', () => {
    const ui = uiSchemaFor('goodsList', formSchemaOf(goodsList, common), zhCN);
    expect(ui.head?.['ui:title']).toBe('标题栏');
    expect(ui.head?.title?.['ui:title']).toBe('标题');
    expect(ui.head?.secondTitle?.['ui:title']).toBe('副标题');
    expect(ui.list?.items?.['ui:title']).toBe('商品');
    expect(ui.list?.items?.productName?.['ui:title']).toBe('商品名称');
    expect(ui.list?.items?.productImages?.items?.['ui:title']).toBe('图片');
    expect(ui.planId?.['ui:title']).toBe('福利计划ID');
  });

  it("leaves the schema's own words where the catalogue has none, and hides nothing", () => {
    const ui = uiSchemaFor('bannerAdvert', formSchemaOf(bannerAdvert, common), () => undefined);
    expect(ui).toEqual({ img: {}, url: {}, bgColor: {}, title: {}, closable: {} });
  });

  it('does not change the schema it reads', () => {
    const schema = formSchemaOf(carousel, common);
    const before = structuredClone(schema);
    uiSchemaFor('carousel', schema, zhCN);
    expect(schema).toEqual(before);
  });

  it('puts the Chinese labels and help on the drawn form', async () => {
    const schema = formSchemaOf(bannerAdvert, common);
    render(
      <ChakraProvider value={defaultSystem}>
        <Form
          schema={schema}
          uiSchema={uiSchemaFor('bannerAdvert', schema, zhCN)}
          formData={{ img: '/img/a.png' }}
          validator={validator}
        />
      </ChakraProvider>,
    );
    // The theme's text inputs are not tied to their labels (label `for` is not the input's id), so
    // the labels are found as labels beside the input rather than by the input's accessible name.
    expect(await screen.findByDisplayValue('/img/a.png')).toBeInTheDocument();
    expect(screen.getByText('图片', { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByText('横幅图片，1200x100。')).toBeInTheDocument();
    expect(screen.getByText('链接', { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /可关闭/ })).toBeInTheDocument();
    expect(screen.queryByText('Banner picture, 1200x100.')).not.toBeInTheDocument();
  });
});
