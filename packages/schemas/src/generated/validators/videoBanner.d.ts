/* GENERATED - DO NOT EDIT - run npm run codegen */
import type { CompiledValidator } from '../../compiled-validator.ts';
declare const validate: CompiledValidator;
export default validate;
