#!/usr/bin/env node
// Runs the TypeScript source directly: tsx's ESM loader is registered before the command is imported.
import { register } from 'tsx/esm/api';

register();
const { runMallPublish } = await import('../src/cli/mall-publish.ts');
process.exitCode = await runMallPublish(process.argv.slice(2));
