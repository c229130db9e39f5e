import type { UiSchema } from '@rjsf/utils';

// The message keys of the form's labels and help, read off the block's schema:
//
//   <type>.<property>             a property of the block's options       bannerAdvert.img
//   <path>.<property>             a property of an object property        goodLifeBrandShow.featured.name
//   <path>[]                      the entries of an array (no index)      carousel.list[]
//   <path>[].<property>           a property of those entries             carousel.list[].img
//   common.<fragment>             a shared fragment (common.schema.json)  common.link
//   common.<fragment>.<property>  a property inside a shared fragment     common.head.title
//
// Each path has two messages, `<path>.title` (the label) and `<path>.description` (the help),
// named after the schema keywords they stand in for. A node that is nothing but a reference to a
// shared fragment (`{ "$ref": ".../link" }`) says no more than the fragment does, so it takes the
// fragment's messages (`common.link`), and every bare link shares one label; a node that references a
// fragment but describes itself (`img`: "Banner picture, 1200x100.") has its own path, as the
// schema has its own words for it. Inside a fragment every block shares the fragment's paths
// (`common.head.title`, `common.goods.productName`), wherever the fragment is used.

const LOCAL_REF = '#/definitions/';
const COMMON_PREFIX = 'common';

/** One node of a block's form that gets a label and help. */
export interface FieldMessagePath {
  /** Where its options sit in the form's `uiSchema` (`['list', 'items', 'img']`). */
  at: string[];
  /** The stem of its two message keys, `<key>.title` and `<key>.description` (`carousel.list[].img`). */
  key: string;
}

type SchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fragmentNameOf(node: SchemaNode): string | undefined {
  const ref = node.$ref;
  return typeof ref === 'string' && ref.startsWith(LOCAL_REF) ? ref.slice(LOCAL_REF.length) : undefined;
}

/**
 * Every node of a block's form that takes a label and help, with its place in the `uiSchema` and
 * the stem of its message keys: the properties of the block's options, of objects within them and
 * of array entries, and the array entries themselves. `schema` is the block's schema as
 * `formSchemaOf` makes it, the shared fragments under `definitions`.
 */
export function fieldMessagePathsOf(type: string, schema: object): FieldMessagePath[] {
  const definitions = isNode((schema as SchemaNode).definitions)
    ? ((schema as SchemaNode).definitions as SchemaNode)
    : {};
  const paths: FieldMessagePath[] = [];

  // `node` is the schema at `at`; `ownKey` the stem it has unless it is a bare fragment reference.
  const visit = (node: SchemaNode, at: string[], ownKey: string) => {
    const fragmentName = fragmentNameOf(node);
    const fragment = fragmentName === undefined ? undefined : definitions[fragmentName];
    const isBareReference =
      fragmentName !== undefined && node.title === undefined && node.description === undefined;
    paths.push({ at, key: isBareReference ? `${COMMON_PREFIX}.${fragmentName}` : ownKey });
    if (fragmentName !== undefined && isNode(fragment)) {
      // Inside a fragment the paths are the fragment's own, whoever uses it.
      visitContent(fragment, at, `${COMMON_PREFIX}.${fragmentName}`);
    } else {
      visitContent(node, at, ownKey);
    }
  };

  const visitContent = (node: SchemaNode, at: string[], key: string) => {
    if (isNode(node.properties)) {
      for (const [name, property] of Object.entries(node.properties)) {
        if (isNode(property)) visit(property, [...at, name], `${key}.${name}`);
      }
    }
    if (isNode(node.items)) visit(node.items, [...at, 'items'], `${key}[]`);
  };

  visitContent(schema as SchemaNode, [], type);
  return paths;
}

/**
 * The `uiSchema` of a block's editing form that labels and helps every field in the operator's
 * language: `ui:title` and `ui:description` of each property (and each array's entries) come from
 * `t`, looked up by the keys {@link fieldMessagePathsOf} names (`carousel.list[].img.title`). A key
 * `t` does not know (`undefined`) leaves the schema's own title or description in place. Nothing is
 * hidden and nothing else is set, so the caller merges its own options over it.
 *
 * `schema` is the block's schema as `formSchemaOf` makes it; `t` is typically
 * `(key) => fieldLabelMessages[locale][key]`.
 */
export function uiSchemaFor(type: string, schema: object, t: (key: string) => string | undefined): UiSchema {
  const uiSchema: Record<string, unknown> = {};
  for (const { at, key } of fieldMessagePathsOf(type, schema)) {
    let options = uiSchema;
    for (const step of at) {
      const next = options[step];
      options[step] = isNode(next) ? next : {};
      options = options[step] as Record<string, unknown>;
    }
    const title = t(`${key}.title`);
    const description = t(`${key}.description`);
    if (title !== undefined) options['ui:title'] = title;
    if (description !== undefined) options['ui:description'] = description;
  }
  return uiSchema;
}
