#!/usr/bin/env node
// Runs the TypeScript source directly: tsx's ESM loader is registered before the command is imported.
import { register } from 'tsx/esm/api';

register();
const { runMallValidate } = await import('../src/cli/mall-validate.ts');
process.exitCode = await runMallValidate(process.argv.slice(2));
