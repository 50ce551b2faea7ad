import { fail, ok, type Result } from '../errors.js';

/** A piece of PBN text: a tag pair, a word of section data, a comment, or a game break (semi-empty line). */
export type PbnToken =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly line: number }
  | { readonly kind: 'word'; readonly text: string; readonly line: number }
  | { readonly kind: 'comment'; readonly text: string; readonly line: number }
  | { readonly kind: 'break'; readonly line: number };

const NAME_CHAR = /[A-Za-z0-9_]/;
const WORD_STOP = new Set(['[', ']', '{', '}', ';', '"', ' ', '\t', '\n', '\v', '\f']);

function syntax<T>(line: number, en: string, de: string): Result<T> {
  return fail('PBN_SYNTAX', `line ${line}: ${en}`, `Zeile ${line}: ${de}`, { line });
}

/** Turns CRLF, CR and a byte-order mark into plain LF text. */
export function normalizeText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/**
 * Splits PBN text into tokens (PBN 2.1 chapters 2-3): tag pairs (which may span lines), words of
 * section data, `;` and `{}` comments and game breaks. Lines starting with `%` are skipped.
 * Strict mode wants tag names starting with an upper-case letter.
 */
export function lexPbn(input: string, options: { strict?: boolean } = {}): Result<PbnToken[]> {
  const text = normalizeText(input);
  const tokens: PbnToken[] = [];
  let pos = 0;
  let line = 1;
  let lineStart = true;
  const n = text.length;
  const newline = () => {
    line++;
    lineStart = true;
  };
  const skipSpace = () => {
    while (pos < n && /\s/.test(text[pos] as string)) {
      if (text[pos] === '\n') line++;
      pos++;
    }
  };
  while (pos < n) {
    if (lineStart) {
      lineStart = false;
      const end = text.indexOf('\n', pos);
      const rest = text.slice(pos, end === -1 ? n : end);
      if (rest.startsWith('%')) {
        pos = end === -1 ? n : end;
        continue;
      }
      if (/^[ \t]*$/.test(rest)) {
        if (tokens.length > 0 && tokens[tokens.length - 1]?.kind !== 'break')
          tokens.push({ kind: 'break', line });
        pos = end === -1 ? n : end;
        continue;
      }
    }
    const ch = text[pos] as string;
    if (ch === '\n') {
      pos++;
      newline();
      continue;
    }
    if (/\s/.test(ch)) {
      pos++;
      continue;
    }
    if (ch === ';') {
      const end = text.indexOf('\n', pos);
      tokens.push({ kind: 'comment', text: text.slice(pos + 1, end === -1 ? n : end), line });
      pos = end === -1 ? n : end;
      continue;
    }
    if (ch === '{') {
      const end = text.indexOf('}', pos);
      if (end === -1)
        return syntax(
          line,
          'a comment opened with { is never closed',
          'ein mit { geöffneter Kommentar wird nie geschlossen',
        );
      const body = text.slice(pos + 1, end);
      tokens.push({ kind: 'comment', text: body, line });
      line += body.split('\n').length - 1;
      pos = end + 1;
      continue;
    }
    if (ch === '[') {
      const startLine = line;
      pos++;
      skipSpace();
      const nameStart = pos;
      while (pos < n && NAME_CHAR.test(text[pos] as string)) pos++;
      const name = text.slice(nameStart, pos);
      if (name === '')
        return syntax(startLine, 'a tag needs a name after "["', 'ein Tag braucht nach "[" einen Namen');
      if (options.strict && !/^[A-Z]/.test(name)) {
        return syntax(
          startLine,
          `tag name "${name}" must start with an upper-case letter`,
          `der Tag-Name "${name}" muss mit einem Großbuchstaben beginnen`,
        );
      }
      skipSpace();
      if (text[pos] !== '"') {
        return syntax(
          startLine,
          `tag ${name} needs a value in double quotes`,
          `das Tag ${name} braucht einen Wert in Anführungszeichen`,
        );
      }
      pos++;
      let value = '';
      for (;;) {
        const c = text[pos];
        if (c === undefined || c === '\n') {
          return syntax(
            startLine,
            `the value of tag ${name} is not closed with a quote`,
            `der Wert des Tags ${name} wird nicht mit einem Anführungszeichen geschlossen`,
          );
        }
        if (c === '\\' && (text[pos + 1] === '"' || text[pos + 1] === '\\')) {
          value += text[pos + 1];
          pos += 2;
          continue;
        }
        pos++;
        if (c === '"') break;
        value += c;
      }
      skipSpace();
      if (text[pos] !== ']') {
        return syntax(
          startLine,
          `tag ${name} is not closed with "]"`,
          `das Tag ${name} wird nicht mit "]" geschlossen`,
        );
      }
      pos++;
      tokens.push({ kind: 'tag', name, value, line: startLine });
      continue;
    }
    if (ch === '"') {
      const end = text.indexOf('"', pos + 1);
      const nl = text.indexOf('\n', pos + 1);
      if (end === -1 || (nl !== -1 && nl < end))
        return syntax(
          line,
          'a string is not closed with a quote',
          'eine Zeichenkette wird nicht mit einem Anführungszeichen geschlossen',
        );
      tokens.push({ kind: 'word', text: text.slice(pos, end + 1), line });
      pos = end + 1;
      continue;
    }
    if (ch === ']' || ch === '}') return syntax(line, `unexpected "${ch}"`, `unerwartetes "${ch}"`);
    const start = pos;
    while (pos < n && !WORD_STOP.has(text[pos] as string)) pos++;
    tokens.push({ kind: 'word', text: text.slice(start, pos), line });
  }
  return ok(tokens);
}

/** One unit of auction or play data: a call or card (or "-", "AP"), a note reference, a NAG, a suffix, "*", "+" or "^x". */
export type SectionPiece =
  | { readonly kind: 'item'; readonly text: string }
  | { readonly kind: 'note'; readonly index: number }
  | { readonly kind: 'nag'; readonly value: number }
  | { readonly kind: 'suffix'; readonly text: string }
  | { readonly kind: 'end' }
  | { readonly kind: 'continue' }
  | { readonly kind: 'irregularity'; readonly letter: string };

/** Splits a word of auction or play data ("1S=1=", "SK!", "$12") into its pieces, or undefined if it holds something else. */
export function splitSectionWord(word: string): SectionPiece[] | undefined {
  const pieces: SectionPiece[] = [];
  let rest = word;
  while (rest.length > 0) {
    const m = /^(?:=(\d+)=|\$(\d+)|([!?]{1,2})|(\*)|(\+)|\^([A-Za-z])|([A-Za-z0-9-]+))/.exec(rest);
    if (!m) return undefined;
    if (m[1] !== undefined) pieces.push({ kind: 'note', index: Number(m[1]) });
    else if (m[2] !== undefined) pieces.push({ kind: 'nag', value: Number(m[2]) });
    else if (m[3] !== undefined) pieces.push({ kind: 'suffix', text: m[3] });
    else if (m[4] !== undefined) pieces.push({ kind: 'end' });
    else if (m[5] !== undefined) pieces.push({ kind: 'continue' });
    else if (m[6] !== undefined) pieces.push({ kind: 'irregularity', letter: m[6].toUpperCase() });
    else pieces.push({ kind: 'item', text: m[7] as string });
    rest = rest.slice(m[0].length);
  }
  return pieces;
}

/** NAG for a suffix (PBN 3.7): calls $1..$6, cards $7..$12. */
export function suffixNag(suffix: string, forCards: boolean): number | undefined {
  const base = ['!', '?', '!!', '??', '!?', '?!'].indexOf(suffix);
  return base === -1 ? undefined : base + 1 + (forCards ? 6 : 0);
}
