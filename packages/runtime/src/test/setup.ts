import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Blocks arrive through lazy chunks and promises; with two test files at a time on a busy two-core
// machine, one took over the default 1 s of findBy / waitFor. Waiting longer for what must appear never
// hides an absence (as in the block library and the storefront).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
