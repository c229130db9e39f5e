// The folder's door: the studio's index names what it takes from here.
export { blockTypeMessages } from './block-type-messages.ts';
export { fieldLabelMessages } from './field-label-messages.ts';
export type { FieldMessagePath } from './form-ui-schema.ts';
export { fieldMessagePathsOf, uiSchemaFor } from './form-ui-schema.ts';
