// mall-validate: the operator's command to check page JSON files before publishing them.
//   npx mall-validate [--json] [--locale=en-US|zh-CN] FILE...
// Exit codes: 0 every page clean, 1 some page has a problem, 2 usage error or unreadable file.
import { readFile } from 'node:fs/promises';
import type { Locale } from '../services/types.ts';
import { formatMessage } from '../i18n/format-message.ts';
import type { BlockDiagnostic, PageError } from '../validate/diagnostics.ts';
import { mallSchemaCatalog } from '../validate/mall-schema-catalog.ts';
import { validatePage } from '../validate/validate-page.ts';

/** One file's result as `--json` prints it. */
export interface FileReport {
  file: string;
  /** Set when the file could not be read. */
  readError?: string;
  pageError?: PageError;
  diagnostics: BlockDiagnostic[];
  /** How many blocks are fine. */
  blocks: number;
}

/** Where the command writes; the real streams by default, strings in tests. */
export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];
const consoleOutput: CommandOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

type Parsed =
  | { ok: true; json: boolean; help: boolean; locale: Locale; files: string[] }
  | { ok: false; problem: string };

function parseArguments(args: readonly string[]): Parsed {
  let json = false;
  let help = false;
  let locale: Locale = 'en-US';
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--') {
      files.push(...args.slice(i + 1));
      break;
    }
    if (arg === '--json') json = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--locale' || arg.startsWith('--locale=')) {
      const value = arg === '--locale' ? args[++i] : arg.slice('--locale='.length);
      const known = LOCALES.find((candidate) => candidate === value);
      if (!known)
        return {
          ok: false,
          problem: formatMessage(locale, 'cliUnknownOption', { option: `${arg} ${value ?? ''}`.trim() }),
        };
      locale = known;
    } else if (arg.startsWith('-') && arg !== '-')
      return { ok: false, problem: formatMessage(locale, 'cliUnknownOption', { option: arg }) };
    else files.push(arg);
  }
  return { ok: true, json, help, locale, files };
}

function lineFor(file: string, diagnostic: BlockDiagnostic): string[] {
  const head = `${file}: ${diagnostic.key} ${diagnostic.type} ${diagnostic.reason}`;
  if (diagnostic.errors.length === 0) return [head];
  return diagnostic.errors.map((error) => `${head}: ${error.path ? `${error.path} ` : ''}${error.message}`);
}

/** Runs the command with `args` (without node and script) and answers its exit code. */
export async function runMallValidate(
  args: readonly string[],
  output: CommandOutput = consoleOutput,
): Promise<number> {
  const parsed = parseArguments(args);
  if (!parsed.ok) {
    output.err(parsed.problem);
    output.err(formatMessage('en-US', 'cliUsage'));
    return 2;
  }
  const { json, locale, files } = parsed;
  if (parsed.help) {
    output.out(formatMessage(locale, 'cliUsage'));
    return 0;
  }
  if (files.length === 0) {
    output.err(formatMessage(locale, 'cliUsage'));
    return 2;
  }

  const reports = await Promise.all(
    files.map(async (file): Promise<FileReport> => {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return {
          file,
          readError: formatMessage(locale, 'cliUnreadable', { detail }),
          diagnostics: [],
          blocks: 0,
        };
      }
      const result = await validatePage(text, { locale, catalog: mallSchemaCatalog });
      return {
        file,
        ...(result.pageError ? { pageError: result.pageError } : {}),
        diagnostics: result.diagnostics,
        blocks: result.blocks.length,
      };
    }),
  );

  if (json) {
    output.out(JSON.stringify(reports, null, 2));
  } else {
    for (const report of reports) {
      if (report.readError) output.err(`${report.file}: ${report.readError}`);
      if (report.pageError) output.out(`${report.file}: page: ${report.pageError.message}`);
      for (const diagnostic of report.diagnostics)
        for (const line of lineFor(report.file, diagnostic)) output.out(line);
    }
    output.out(
      formatMessage(locale, 'cliSummary', {
        files: reports.length,
        blocks: reports.reduce((sum, report) => sum + report.blocks, 0),
        problems: reports.reduce((sum, report) => sum + report.diagnostics.length, 0),
        pageErrors: reports.filter((report) => report.pageError).length,
      }),
    );
  }

  if (reports.some((report) => report.readError)) return 2;
  return reports.some((report) => report.pageError || report.diagnostics.length > 0) ? 1 : 0;
}
