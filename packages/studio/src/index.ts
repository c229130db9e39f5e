export { BlockForm } from './block-form/BlockForm.tsx';
export {
  importLilishopPage,
  type ImportLilishopOptions,
  type LilishopDropReason,
  type LilishopImport,
  type LilishopImportReport,
} from './lilishop-import/import-lilishop-page.ts';
