// The door of @mall/studio for tools and tests (the bench, Storybook); the app itself starts at main.tsx.
export { BlockForm } from './block-form/BlockForm.tsx';
export {
  blockTypeMessages,
  fieldLabelMessages,
  fieldMessagePathsOf,
  uiSchemaFor,
  type FieldMessagePath,
} from './block-labels/index.ts';
export {
  importLilishopPage,
  type ImportLilishopOptions,
  type LilishopDropReason,
  type LilishopImport,
  type LilishopImportReport,
} from './lilishop-import/import-lilishop-page.ts';
