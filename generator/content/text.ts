import { isUtf8 } from 'node:buffer';

/**
 * A content file's bytes as text, or what is wrong with its encoding. Content must be UTF-8: a
 * Latin-1 or Windows-1252 file would otherwise be published with replacement characters where
 * its accents were, and a UTF-16 file fails later with a misleading parse error. A UTF-8
 * byte-order mark, which some Windows editors write, is accepted and dropped.
 *
 * @example decodeContent(Buffer.from('caf\xe9', 'latin1'))
 *   // { line: 1, fault: 'byte 0xE9 is not UTF-8 (Latin-1 or Windows-1252?): save the file as UTF-8' }
 */
export function decodeContent(bytes: Buffer): { text: string } | { fault: string; line?: number } {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { fault: 'UTF-16 (big-endian byte-order mark): save the file as UTF-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { fault: 'UTF-16 (little-endian byte-order mark): save the file as UTF-8' };
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  const nul = body.indexOf(0);
  if (nul >= 0) return { line: lineOf(body, nul), fault: 'a NUL byte: UTF-16 without a byte-order mark, or not a text file? save it as UTF-8' };
  if (!isUtf8(body)) {
    const at = firstInvalidByte(body);
    const hex = body[at]!.toString(16).toUpperCase().padStart(2, '0');
    return { line: lineOf(body, at), fault: `byte 0x${hex} is not UTF-8 (Latin-1 or Windows-1252?): save the file as UTF-8` };
  }
  return { text: body.toString('utf8') };
}

function lineOf(bytes: Buffer, index: number): number {
  let line = 1;
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < index; i = bytes.indexOf(0x0a, i + 1)) line++;
  return line;
}

/** The offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
function firstInvalidByte(bytes: Buffer): number {
  // Lines are short: find the first bad line cheaply, then the byte within it.
  let from = 0;
  for (let end = bytes.indexOf(0x0a); ; end = bytes.indexOf(0x0a, from)) {
    const stop = end === -1 ? bytes.length : end;
    if (!isUtf8(bytes.subarray(from, stop))) {
      for (let i = from + 1; i <= stop; i++) if (!isUtf8(bytes.subarray(from, i)) && !isPrefixOfValid(bytes, from, i)) return i - 1;
      return from;
    }
    if (end === -1) return from;
    from = end + 1;
  }
}

/** True when bytes[from, to) ends inside a multi-byte sequence that may still complete well. */
function isPrefixOfValid(bytes: Buffer, from: number, to: number): boolean {
  for (let extra = 1; extra <= 3 && to + extra <= bytes.length; extra++) {
    if (isUtf8(bytes.subarray(from, to + extra))) return true;
  }
  return false;
}

/**
 * `value` with every string copied out of the text it was cut from. V8 keeps a substring as a
 * view into its source, so a title sliced out of a file keeps the whole file alive as long as the
 * title lives: at ten thousand articles, some thirty megabytes of source text nobody reads.
 */
export function detached<T>(value: T): T {
  return structuredClone(value);
}
