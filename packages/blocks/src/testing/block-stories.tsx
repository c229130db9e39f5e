import type { BlockType } from '@mall/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPage } from './BlockPage.tsx';
import { schemaArgTypes, type OptionsSchema } from './schema-arg-types.ts';

/** A block as page JSON holds it (a `fixtures/blocks/<type>/*.json` file), valid or not. */
export interface BlockFixture {
  key: string;
  type: string;
  name?: string;
  options?: unknown;
  [field: string]: unknown;
}

/** Args of a block story: the block's options, one control each. */
export type BlockStoryArgs = Record<string, unknown>;

/** Parameters of a block story: the block it renders (the args replace its options). */
export interface BlockStoryParameters {
  /** The registry type the story shows; the registry completeness test reads it. */
  blockType?: BlockType;
  block?: BlockFixture;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The meta of a block's stories, but its title: full-width, with one control per option read from
 * the block's JSON Schema. Each story renders its fixture through the page pipeline, with the options
 * the controls hold, so an invalid value typed into a control shows the diagnostic card. Spread it into
 * an object literal that names the title, since Storybook's indexer reads the title without running
 * the file: `const meta = { title: 'Blocks/HotShow', ...blockStoriesMeta('hotShow', schema) };`.
 */
export function blockStoriesMeta(
  blockType: BlockType,
  schema: OptionsSchema,
): Omit<Meta<BlockStoryArgs>, 'title'> {
  return {
    parameters: { layout: 'fullscreen', blockType, docs: { description: { component: schema.description } } },
    argTypes: schemaArgTypes(schema),
    render: (args, { parameters }) => {
      const block = (parameters as BlockStoryParameters).block;
      if (!block) throw new Error('A block story needs `parameters.block` (use blockStory(fixture))');
      const options = isPlainObject(block.options) ? { ...block.options, ...args } : block.options;
      return <BlockPage block={{ ...block, options }} />;
    },
  };
}

/**
 * One story of a fixture block: its options become the story's args (and so the controls).
 * Extra parameters (`guest: true`, `services`) go to the story decorator.
 */
export function blockStory(
  block: BlockFixture,
  parameters: Record<string, unknown> = {},
): StoryObj<BlockStoryArgs> {
  return {
    args: isPlainObject(block.options) ? block.options : {},
    parameters: { block, ...parameters },
  };
}
