// mall-publish: publishes a page file kept in a repository through the operators' API.
//   MALL_OPERATOR_TOKEN=… npx mall-publish page.json --page ID [--server URL] [--locale en-US|zh-CN]
// It checks the file offline with the runtime's validatePage and the page kind's block set (read from
// the server), saves it as the draft with the revision it read, then publishes it. Problems print as
// mall-validate prints them (problem-lines of @mall/runtime/validate); exit codes are in the usage.
import { readFile } from 'node:fs/promises';
import {
  jsonSyntaxErrorAt,
  localeFromEnvironment,
  mallSchemaCatalog,
  pageProblemLine,
  problemLines,
  validatePage,
  type BlockDiagnostic,
  type DiagnosticReason,
  type Locale,
  type PageErrorReason,
} from '@mall/runtime/validate';
import { blockSetOfPage, MANAGER_PATHS } from '@mall/schemas';
import type { PageProblem, StudioPageDetail } from '../api/studio-types.ts';
import { publishMessage, type PublishMessageKey } from './mall-publish-messages.ts';

/** Exit codes of mall-publish, as its usage lists them. */
export const PUBLISH_EXIT = {
  published: 0,
  problems: 1,
  usage: 2,
  unauthorized: 3,
  forbidden: 4,
  notFound: 5,
  stale: 6,
  server: 7,
} as const;

/** The server mall-publish talks to when `--server` names none. Defaults to the dev server's. */
export const DEFAULT_SERVER = 'http://127.0.0.1:8080';

/** Where the command writes; the real streams by default, arrays of lines in tests. */
export interface PublishOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** What the command runs with besides its arguments. */
export interface PublishContext {
  /** `MALL_OPERATOR_TOKEN` and the shell's language (`LC_ALL`, `LC_MESSAGES`, `LANG`). Defaults to `process.env`. */
  env?: NodeJS.ProcessEnv;
  output?: PublishOutput;
}

// The operators' page endpoints (README "Operators' API"), each id encoded.
const PAGE_PATHS = {
  get: MANAGER_PATHS.pageGet,
  update: MANAGER_PATHS.pageUpdate,
  release: MANAGER_PATHS.pageRelease,
} as const;
const pagePath = (step: keyof typeof PAGE_PATHS, id: string) => PAGE_PATHS[step](id);

/** The page as `GET …/get/{id}` answers it, as far as mall-publish reads it. */
type ServerPage = Pick<StudioPageDetail, 'platform' | 'pageType' | 'draftRevision' | 'publishedVersion'>;

/** One problem of the server's publish gate (a 400 of `…/release/{id}`). */
type ServerProblem = PageProblem;

interface Envelope {
  success?: boolean;
  code?: number;
  message?: string;
  result?: unknown;
}

const consoleOutput: PublishOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];

// ---------------------------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------------------------

type Parsed =
  | { ok: true; help: boolean; file?: string; page?: string; server: string; locale: Locale }
  | { ok: false; key: PublishMessageKey; values?: Record<string, string> };

function parseArguments(args: readonly string[], defaultLocale: Locale): Parsed {
  const files: string[] = [];
  const values: Record<string, string> = {};
  let help = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--') {
      files.push(...args.slice(i + 1));
      break;
    }
    const name = arg.split('=')[0]!;
    if (arg === '--help' || arg === '-h') help = true;
    else if (name === '--page' || name === '--server' || name === '--locale') {
      const value = arg === name ? args[++i] : arg.slice(name.length + 1);
      if (!value) return { ok: false, key: 'missingValue', values: { option: name } };
      if (name === '--locale' && !(LOCALES as readonly string[]).includes(value))
        return { ok: false, key: 'unknownOption', values: { option: `${name} ${value}` } };
      values[name] = value;
    } else if (arg.startsWith('-') && arg !== '-')
      return { ok: false, key: 'unknownOption', values: { option: arg } };
    else files.push(arg);
  }
  if (files.length > 1) return { ok: false, key: 'oneFile' };
  return {
    ok: true,
    help,
    ...(files[0] === undefined ? {} : { file: files[0] }),
    ...(values['--page'] === undefined ? {} : { page: values['--page'] }),
    server: values['--server'] ?? DEFAULT_SERVER,
    locale: (values['--locale'] as Locale | undefined) ?? defaultLocale,
  };
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

type Answer = { reached: true; status: number; body: Envelope } | { reached: false; detail: string };

/** Sends one request of the operators' API and answers its status and envelope, or why there was none. */
async function call(
  server: URL,
  method: 'GET' | 'PUT',
  path: string,
  headers: Record<string, string>,
  payload?: object,
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(new URL(path, server), {
      method,
      headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return { reached: false, detail: cause instanceof Error ? cause.message : String(cause) };
  }
  const text = await response.text();
  let body: Envelope = {};
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    // Not the API's envelope (a proxy's page, say): the status still says what happened.
    body = { message: text.slice(0, 200) };
  }
  return { reached: true, status: response.status, body };
}

/** A server problem as the runtime's diagnostic, so it prints as mall-validate prints one. */
function asDiagnostic(problem: ServerProblem): BlockDiagnostic {
  return {
    key: problem.key,
    type: problem.type,
    reason: problem.reason as DiagnosticReason,
    errors: problem.field || problem.message ? [{ path: problem.field, message: problem.message }] : [],
    ...(problem.position === undefined ? {} : { position: problem.position }),
    ...(problem.name ? { name: problem.name } : {}),
  };
}

const isProblemList = (result: unknown): result is ServerProblem[] =>
  Array.isArray(result) &&
  result.every((item) => typeof item === 'object' && item !== null && 'reason' in item && 'message' in item);

// ---------------------------------------------------------------------------------------------
// The command
// ---------------------------------------------------------------------------------------------

/**
 * Runs mall-publish with `args` (without node and script) and answers its exit code
 * ({@link PUBLISH_EXIT}).
 */
export async function runMallPublish(args: readonly string[], context: PublishContext = {}): Promise<number> {
  const env = context.env ?? process.env;
  const output = context.output ?? consoleOutput;
  const envLocale = localeFromEnvironment(env);
  const parsed = parseArguments(args, envLocale);
  if (!parsed.ok) {
    output.err(publishMessage(envLocale, parsed.key, parsed.values));
    output.err(publishMessage(envLocale, 'usage'));
    return PUBLISH_EXIT.usage;
  }
  const { locale } = parsed;
  const say = (key: PublishMessageKey, values?: Record<string, string | number>) =>
    publishMessage(locale, key, values);
  if (parsed.help) {
    output.out(say('usage'));
    return PUBLISH_EXIT.published;
  }
  const usage = (key: PublishMessageKey, values?: Record<string, string>) => {
    output.err(say(key, values));
    output.err(say('usage'));
    return PUBLISH_EXIT.usage;
  };
  if (!parsed.file) return usage('oneFile');
  if (!parsed.page) return usage('missingPage');
  const { file, page: pageId } = parsed;
  let server: URL;
  try {
    server = new URL(parsed.server);
    if (server.protocol !== 'http:' && server.protocol !== 'https:') throw new Error(server.protocol);
  } catch {
    return usage('badServer', { server: parsed.server });
  }
  const token = env.MALL_OPERATOR_TOKEN?.trim();
  if (!token) {
    output.err(say('missingToken'));
    return PUBLISH_EXIT.usage;
  }

  // The file, offline: JSON that does not parse is named by line and column before anything is sent.
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    output.err(say('unreadable', { file, detail: error instanceof Error ? error.message : String(error) }));
    return PUBLISH_EXIT.usage;
  }
  const syntaxAt = jsonSyntaxErrorAt(text);
  if (syntaxAt) {
    const { pageError } = await validatePage(text, { locale, catalog: mallSchemaCatalog });
    output.out(pageProblemLine(file, pageError ?? { reason: 'not-json', message: 'not JSON' }, syntaxAt));
    output.err(say('notChecked', { file }));
    return PUBLISH_EXIT.problems;
  }

  const headers = { accessToken: token, locale };
  /** Prints a refusal other than the gate's and answers its exit code. */
  const refusal = (answer: Answer, step: string, revision?: number): number => {
    if (!answer.reached) {
      output.err(say('unreachable', { server: server.origin, detail: answer.detail }));
      return PUBLISH_EXIT.server;
    }
    const message = answer.body.message ?? '';
    const values = { page: pageId, message, revision: revision ?? '' };
    switch (answer.status) {
      case 401:
        output.err(say('unauthorized', values));
        return PUBLISH_EXIT.unauthorized;
      case 403:
        output.err(say('forbidden', values));
        return PUBLISH_EXIT.forbidden;
      case 404:
        output.err(say('notFound', values));
        return PUBLISH_EXIT.notFound;
      case 409:
        output.err(say('stale', values));
        return PUBLISH_EXIT.stale;
      default:
        output.err(say('unexpected', { status: answer.status, step, message }));
        return PUBLISH_EXIT.server;
    }
  };

  // The page's kind (for its block set) and the draft revision this publish edits.
  const read = await call(server, 'GET', pagePath('get', pageId), headers);
  if (!read.reached || read.status !== 200) return refusal(read, `GET ${pagePath('get', pageId)}`);
  const serverPage = (read.body.result as { page?: ServerPage } | undefined)?.page;
  if (!serverPage || typeof serverPage.draftRevision !== 'number') {
    return refusal({ reached: true, status: read.status, body: { message: 'no page in the answer' } }, 'GET');
  }

  // The same check the publish gate makes, before anything is written.
  const validation = await validatePage(text, {
    locale,
    catalog: mallSchemaCatalog,
    blockSet: blockSetOfPage(serverPage),
  });
  const lines = [
    ...(validation.pageError ? [pageProblemLine(file, validation.pageError)] : []),
    ...validation.diagnostics.flatMap((diagnostic) => problemLines(file, diagnostic, locale)),
  ];
  if (lines.length > 0) {
    for (const line of lines) output.out(line);
    output.err(say('problemsOffline', { file, count: lines.length }));
    return PUBLISH_EXIT.problems;
  }

  // Saved with the revision read: a save made since answers 409 and nothing is written.
  const revision = serverPage.draftRevision;
  const saved = await call(server, 'PUT', pagePath('update', pageId), headers, { revision, pageData: text });
  if (!saved.reached || saved.status !== 200)
    return refusal(saved, `PUT ${pagePath('update', pageId)}`, revision);
  const savedRevision = (saved.body.result as { page?: ServerPage } | undefined)?.page?.draftRevision;
  output.err(say('saved', { page: pageId, revision: savedRevision ?? '?' }));

  // The revision just saved: a draft someone saves in between answers 409 rather than being published.
  const released = await call(
    server,
    'PUT',
    pagePath('release', pageId),
    headers,
    savedRevision === undefined ? undefined : { revision: savedRevision },
  );
  if (released.reached && released.status === 400 && isProblemList(released.body.result)) {
    for (const problem of released.body.result) {
      if (problem.key) for (const line of problemLines(file, asDiagnostic(problem), locale)) output.out(line);
      else
        output.out(
          pageProblemLine(file, { reason: problem.reason as PageErrorReason, message: problem.message }),
        );
    }
    output.err(say('refused', { file, message: released.body.message ?? '' }));
    output.err(say('draftKept', { page: pageId, revision: savedRevision ?? '?' }));
    return PUBLISH_EXIT.problems;
  }
  if (!released.reached || released.status !== 200) {
    const code = refusal(released, `PUT ${pagePath('release', pageId)}`, savedRevision ?? revision);
    // After a 409 the draft is someone else's, not the one this command saved.
    if (code !== PUBLISH_EXIT.stale)
      output.err(say('draftKept', { page: pageId, revision: savedRevision ?? '?' }));
    return code;
  }
  const version = (released.body.result as { page?: ServerPage } | undefined)?.page?.publishedVersion;
  output.out(say('published', { page: pageId, file, version: version ?? '?' }));
  return PUBLISH_EXIT.published;
}
