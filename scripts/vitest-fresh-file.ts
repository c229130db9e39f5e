// The first setup file of every jsdom package: each test file starts from fresh modules and mocks,
// as with vitest's `isolate: true`, while the worker (its jsdom, and the libraries Node loaded
// natively: React, Chakra UI, jotai, swr) is kept from one file to the next.
//
// Why: with `isolate: true` vitest starts a new worker for every file, and each one loaded Chakra UI
// and jsdom again: the storefront's 150 files spent most of their time there (issue 27). With
// `isolate: false` alone, vitest keeps every module and every `vi.mock` of one file for the next,
// so a file saw the mocks of another. Here the worker does, before each file, exactly what vitest's
// own per-file reset does for an isolated file (base.js: `mocker.reset()`, `resetModules(…, true)`),
// and the DOM's own state that outlives a file (address, storage, cookies) is cleared; emotion's
// style rules are written again (fresh-emotion-cache.ts). The document's nodes are left to Testing
// Library's cleanup: the style sheets in <head> belong to the style caches of the libraries kept,
// which remove them themselves.
import { vi } from 'vitest';
import { cancelPendingFrames } from './cancel-pending-frames.ts';

interface ModuleNode {
  promise: unknown;
  exports: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
interface VitestInternals {
  __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> } };
  __vitest_mocker__?: { reset(): void };
}

const internals = globalThis as unknown as VitestInternals;
const modules = internals.__vitest_worker__?.evaluatedModules?.idToModuleMap;
const mocker = internals.__vitest_mocker__;
// Vitest is pinned; a version that moved these must fail here, not let one file's mocks leak into another.
if (!modules || !mocker)
  throw new Error('vitest-fresh-file: vitest internals not found; see the comment at the top');

// Vitest's own modules stay (as in its reset); our sources and every mock are evaluated afresh.
const keep = [/\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/];
mocker.reset();
modules.forEach((node, id) => {
  if (keep.some((pattern) => pattern.test(id))) return;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
});

vi.useRealTimers();

// A frame left pending under fake timers would stop jsdom's frames for every later file.
cancelPendingFrames();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

if (typeof window !== 'undefined') {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  // Imported here: the server's tests run without a window, and without React.
  const { freshEmotionCache } = await import('./fresh-emotion-cache.ts');
  freshEmotionCache();
  const { noOwnerStacks } = await import('./no-owner-stacks.ts');
  noOwnerStacks();
}
