// How the operators' commands (mall-validate here, mall-publish of @mall/studio) print problems: one
// line per problem, naming the file, the block by its place, name, key and type, the reason in the
// operator's language, the field and what is wrong; `file:line:column` where JSON does not parse.
import { parse, type ParseError } from 'jsonc-parser';
import type { Locale } from '../services/types.ts';
import { diagnosticReasonText } from './diagnostic-reason.ts';
import type { BlockDiagnostic, PageError } from './diagnostics.ts';

/** Where JSON text first breaks, counting lines and columns from 1 as editors do. */
export interface SyntaxPosition {
  line: number;
  column: number;
}

/** The operator's language as the shell says it (LC_ALL, LC_MESSAGES, LANG): Chinese or else English. */
export function localeFromEnvironment(env: NodeJS.ProcessEnv = process.env): Locale {
  const setting = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^zh/i.test(setting) ? 'zh-CN' : 'en-US';
}

/** `#2 "首页轮播" [k2 carousel]`: the block's place, the name an operator gave it, its key and type. */
export function blockLabel(diagnostic: Pick<BlockDiagnostic, 'position' | 'name' | 'key' | 'type'>): string {
  const place = diagnostic.position === undefined ? '' : `#${diagnostic.position} `;
  const name = diagnostic.name ? `"${diagnostic.name}" ` : '';
  const key = diagnostic.key.startsWith('#') ? '' : `${diagnostic.key} `;
  return `${place}${name}[${key}${diagnostic.type}]`;
}

/**
 * The lines of one block's problems, one per field error (or one for the block):
 * `page.json: #2 "首页轮播" [k2 carousel] invalid options: options.list[0].img is required`.
 */
export function problemLines(file: string, diagnostic: BlockDiagnostic, locale: Locale): string[] {
  const head = `${file}: ${blockLabel(diagnostic)} ${diagnosticReasonText(diagnostic.reason, locale)}`;
  if (diagnostic.errors.length === 0) return [head];
  return diagnostic.errors.map((error) => `${head}: ${error.path ? `${error.path} ` : ''}${error.message}`);
}

/** Where JSON text first breaks, or undefined when it parses. */
export function jsonSyntaxErrorAt(text: string): SyntaxPosition | undefined {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return undefined;
  const before = text.slice(0, first.offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

/** `file:3:14: page: …` for a JSON syntax error (editors jump there), `file: page: …` otherwise. */
export function pageProblemLine(file: string, pageError: PageError, syntaxAt?: SyntaxPosition): string {
  const at = syntaxAt ? `:${syntaxAt.line}:${syntaxAt.column}` : '';
  return `${file}${at}: page: ${pageError.message}`;
}
