export { BlockForm } from './block-form/BlockForm.tsx';
export {
  blockTypeMessages,
  fieldLabelMessages,
  fieldMessagePathsOf,
  uiSchemaFor,
  type FieldMessagePath,
} from './block-labels/index.ts';
