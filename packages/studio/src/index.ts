export { BlockForm } from './block-form/BlockForm.tsx';
