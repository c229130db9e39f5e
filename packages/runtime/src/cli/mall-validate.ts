// mall-validate: the operator's command to check page JSON files before publishing them.
//   npx mall-validate [--json] [--locale=en-US|zh-CN] [--platform=HSHSC|DZPT] [--page-type=INDEX|...] FILE...
// Exit codes: 0 every page clean, 1 some page has a problem, 2 usage error or unreadable file.
// It answers in the operator's language (LANG) unless --locale says otherwise, names each block by
// its place (from 1), its name and its key, and prints exactly as many problem lines as it counts
// (validate/problem-lines.ts, which mall-publish of @mall/studio prints with too).
import { readFile } from 'node:fs/promises';
import { blockSetOfPage, type PageType, type Platform } from '@mall/schemas';
import type { Locale } from '../services/types.ts';
import { formatMessage } from '../i18n/format-message.ts';
import type { BlockDiagnostic, PageError } from '../validate/diagnostics.ts';
import { mallSchemaCatalog } from '../validate/mall-schema-catalog.ts';
import {
  jsonSyntaxErrorAt,
  localeFromEnvironment,
  pageProblemLine,
  problemLines,
  type SyntaxPosition,
} from '../validate/problem-lines.ts';
import { validatePage } from '../validate/validate-page.ts';

/** One file's result as `--json` prints it. */
export interface FileReport {
  file: string;
  /** Set when the file could not be read. */
  readError?: string;
  pageError?: PageError;
  /** Where a page that is not JSON breaks, counting lines and columns from 1. */
  syntaxAt?: SyntaxPosition;
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

const PLATFORMS: readonly Platform[] = ['HSHSC', 'DZPT'];
const PAGE_TYPES: readonly PageType[] = ['INDEX', 'CUSTOM', 'SPECIAL', 'SPECIALOFFER'];

type Parsed =
  | {
      ok: true;
      json: boolean;
      help: boolean;
      locale: Locale;
      platform?: Platform;
      pageType?: PageType;
      files: string[];
    }
  | { ok: false; problem: string };

/** The options that take a value (`--name value` or `--name=value`) and the values each allows. */
const VALUED = { '--locale': LOCALES, '--platform': PLATFORMS, '--page-type': PAGE_TYPES } as const;
type ValuedOption = keyof typeof VALUED;

function parseArguments(args: readonly string[], defaultLocale: Locale): Parsed {
  let json = false;
  let help = false;
  const values: Partial<Record<ValuedOption, string>> = {};
  const files: string[] = [];
  const unknown = (option: string): Parsed => ({
    ok: false,
    problem: formatMessage(defaultLocale, 'cliUnknownOption', { option }),
  });
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--') {
      files.push(...args.slice(i + 1));
      break;
    }
    const name = arg.split('=')[0]!;
    if (arg === '--json') json = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (name in VALUED) {
      const option = name as ValuedOption;
      const value = arg === name ? args[++i] : arg.slice(name.length + 1);
      if (!(VALUED[option] as readonly string[]).includes(value ?? ''))
        return unknown(`${arg} ${value ?? ''}`.trim());
      values[option] = value;
    } else if (arg.startsWith('-') && arg !== '-') return unknown(arg);
    else files.push(arg);
  }
  return {
    ok: true,
    json,
    help,
    locale: (values['--locale'] as Locale | undefined) ?? defaultLocale,
    ...(values['--platform'] ? { platform: values['--platform'] as Platform } : {}),
    ...(values['--page-type'] ? { pageType: values['--page-type'] as PageType } : {}),
    files,
  };
}

/** Runs the command with `args` (without node and script) and answers its exit code. */
export async function runMallValidate(
  args: readonly string[],
  output: CommandOutput = consoleOutput,
): Promise<number> {
  const parsed = parseArguments(args, localeFromEnvironment());
  if (!parsed.ok) {
    output.err(parsed.problem);
    output.err(formatMessage(localeFromEnvironment(), 'cliUsage'));
    return 2;
  }
  const { json, locale, files } = parsed;
  // The page kind's block set, for the wrong-platform check; a home page needs its platform to have one.
  const blockSet = blockSetOfPage({ platform: parsed.platform ?? null, pageType: parsed.pageType ?? null });
  if (parsed.pageType === 'INDEX' && !parsed.platform) {
    output.err(formatMessage(locale, 'cliHomeNeedsPlatform'));
    return 2;
  }
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
      const result = await validatePage(text, { locale, catalog: mallSchemaCatalog, blockSet });
      const syntaxAt = result.pageError?.reason === 'not-json' ? jsonSyntaxErrorAt(text) : undefined;
      return {
        file,
        ...(result.pageError ? { pageError: result.pageError } : {}),
        ...(syntaxAt ? { syntaxAt } : {}),
        diagnostics: result.diagnostics,
        blocks: result.blocks.length,
      };
    }),
  );

  if (json) {
    output.out(JSON.stringify(reports, null, 2));
  } else {
    let problems = 0;
    for (const report of reports) {
      if (report.readError) output.err(`${report.file}: ${report.readError}`);
      if (report.pageError) {
        output.out(pageProblemLine(report.file, report.pageError, report.syntaxAt));
        problems += 1;
      }
      for (const diagnostic of report.diagnostics)
        for (const line of problemLines(report.file, diagnostic, locale)) {
          output.out(line);
          problems += 1;
        }
    }
    output.out(
      formatMessage(locale, 'cliSummary', {
        files: reports.length,
        blocks: reports.reduce((sum, report) => sum + report.blocks, 0),
        problems,
        badBlocks: reports.reduce((sum, report) => sum + report.diagnostics.length, 0),
        unreadable: reports.filter((report) => report.readError).length,
      }),
    );
  }

  if (reports.some((report) => report.readError)) return 2;
  return reports.some((report) => report.pageError || report.diagnostics.length > 0) ? 1 : 0;
}
