import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../scripts/vitest-speed.ts';

export default defineConfig({ test: { environment: 'node', maxWorkers: TEST_WORKERS } });
