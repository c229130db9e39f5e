// `npm run outline-pictures -w @mall/server`: draws the words of the fixture pictures (fixtures/images/**/*.svg) as
// outlines, so a browser shows them without laying out any text (issue 26).
//
// Why: a picture is a document of its own, and a browser lays out the text of each SVG picture apart
// from the page: 10 to 30 ms per picture on this machine, even when the page has already drawn the
// same words in the same font. The home page shows some thirty pictures, and that layout was a good
// part of its blocking time after the first paint. A mall's real pictures are photos, which the
// browser decodes off the main thread; outlined words cost about the same as a photo's pixels.
//
// Each `<text>` becomes one `<path>` in the text's colour, drawn from Noto Sans CJK SC (regular, or
// bold for a font-weight of 600 and more; Debian's fonts-noto-cjk), laid out with its kerning at the
// text's x, y, size, letter spacing and anchor. The words stay in the path's `aria-label`, for the
// next person who reads the file. The fixture generator (generate-fixtures.ts) outlines what it
// writes; run this after adding a picture with words by hand. The fixtures' tests refuse a picture
// that still has a `<text>`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as fontkit from 'fontkit';
import type { Font, PathCommand } from 'fontkit';
import { FIXTURES_DIR } from '../src/paths.ts';

const IMAGES_DIR = join(FIXTURES_DIR, 'images');
const FONT_DIR = '/usr/share/fonts/opentype/noto';
const FACES = {
  regular: ['NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  bold: ['NotoSansCJK-Bold.ttc', 'NotoSansCJKsc-Bold'],
} as const;

/** The two faces the words are drawn with. */
export interface OutlineFaces {
  regular: Font;
  bold: Font;
}

/** Noto Sans CJK SC, regular and bold, from Debian's fonts-noto-cjk. */
export function openOutlineFaces(): OutlineFaces {
  return { regular: openFace(FACES.regular), bold: openFace(FACES.bold) };
}

function openFace([file, name]: readonly [string, string]): Font {
  const opened = fontkit.openSync(join(FONT_DIR, file));
  const font = 'getFont' in opened ? opened.getFont(name) : opened;
  if (!font) throw new Error(`${file} has no face ${name}: apt-get install -y fonts-noto-cjk`);
  return font;
}

const TEXT = /<text\b([^>]*)>([^<]*)<\/text>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function attributes(source: string): Map<string, string> {
  return new Map([...source.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** Path data of commands in font units, relative after the first move, rounded to whole units. */
function pathData(
  commands: PathCommand[],
  dx: number,
  state: { x: number; y: number; started: boolean },
): string {
  const parts: string[] = [];
  const point = (x: number, y: number): string => {
    const rx = Math.round(x + dx) - state.x;
    const ry = Math.round(y) - state.y;
    return `${rx} ${ry}`;
  };
  const advance = (x: number, y: number): void => {
    state.x = Math.round(x + dx);
    state.y = Math.round(y);
  };
  let startX = state.x;
  let startY = state.y;
  for (const { command, args } of commands) {
    if (command === 'moveTo') {
      parts.push(`${state.started ? 'm' : 'M'}${point(args[0]!, args[1]!)}`);
      state.started = true;
      advance(args[0]!, args[1]!);
      startX = state.x;
      startY = state.y;
    } else if (command === 'lineTo') {
      parts.push(`l${point(args[0]!, args[1]!)}`);
      advance(args[0]!, args[1]!);
    } else if (command === 'quadraticCurveTo') {
      const control = point(args[0]!, args[1]!);
      const end = point(args[2]!, args[3]!);
      parts.push(`q${control} ${end}`);
      advance(args[2]!, args[3]!);
    } else if (command === 'bezierCurveTo') {
      const first = point(args[0]!, args[1]!);
      const second = point(args[2]!, args[3]!);
      const end = point(args[4]!, args[5]!);
      parts.push(`c${first} ${second} ${end}`);
      advance(args[4]!, args[5]!);
    } else if (command === 'closePath') {
      parts.push('z');
      state.x = startX;
      state.y = startY;
    }
  }
  return parts.join('').replace(/ -/g, '-');
}

function outline(source: string, text: string, faces: OutlineFaces): string {
  const attrs = attributes(source);
  const words = decode(text);
  const size = Number(attrs.get('font-size') ?? 16);
  const weight = Number(attrs.get('font-weight') ?? 400);
  const font = weight >= 600 ? faces.bold : faces.regular;
  const scale = size / font.unitsPerEm;
  const spacing = Number(attrs.get('letter-spacing') ?? 0) / scale;
  const run = font.layout(words);
  let pen = 0;
  const state = { x: 0, y: 0, started: false };
  const drawn: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    drawn.push(pathData(glyph.path.commands, pen + position.xOffset, state));
    pen += position.xAdvance + spacing;
  });
  const width = (pen - (run.glyphs.length > 0 ? spacing : 0)) * scale;
  const anchor = attrs.get('text-anchor') ?? 'start';
  const x = Number(attrs.get('x') ?? 0) - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const y = Number(attrs.get('y') ?? 0);
  // Hundredths of a pixel for the place, six decimals for the size (a glyph 1,000 units wide).
  const round = (value: number): number => Math.round(value * 100) / 100;
  const factor = Math.round(scale * 1e6) / 1e6;
  const fill = attrs.get('fill') ?? '#000';
  const opacity = attrs.has('opacity') ? ` opacity="${attrs.get('opacity')}"` : '';
  return (
    `<path aria-label="${escapeAttribute(words)}" fill="${fill}"${opacity} ` +
    `transform="translate(${round(x)} ${round(y)}) scale(${factor} -${factor})" ` +
    `d="${drawn.join('')}"/>`
  );
}

/** The picture with each of its texts drawn as a path; the same picture when it has none. */
export function outlineTexts(svg: string, faces: OutlineFaces): string {
  return svg.replace(TEXT, (_whole, source: string, text: string) => outline(source, text, faces));
}

function svgFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return svgFilesUnder(path);
    return name.endsWith('.svg') ? [path] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const faces = openOutlineFaces();
  let changed = 0;
  let before = 0;
  let after = 0;
  for (const file of svgFilesUnder(IMAGES_DIR)) {
    const svg = readFileSync(file, 'utf8');
    const outlined = outlineTexts(svg, faces);
    before += svg.length;
    after += outlined.length;
    if (outlined === svg) continue;
    writeFileSync(file, outlined);
    changed += 1;
    if (process.argv.includes('--verbose'))
      console.log(relative(IMAGES_DIR, file), svg.length, '->', outlined.length);
  }
  console.log(`outlined the words of ${changed} pictures: ${before} -> ${after} characters in all`);
}
