/**
 * Values as bash reads them back byte for byte, whatever they hold (issue 37): a person pastes a
 * reproduction into a terminal, where a raw newline ends a command, a control character may be eaten
 * and a zero-width character is invisible. Plain printable ASCII is single-quoted; anything else is an
 * ANSI-C string ($'…') whose every other byte is written as \xHH, so the block is ASCII and shows what
 * it sends. A NUL cannot live in a bash string: such text goes through printf (`bytesOf`).
 */

const PLAIN = /^[\x20-\x7e]*$/;

const single = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** One byte of an ANSI-C string. */
function ansiByte(byte: number): string {
  if (byte === 0x5c) return '\\\\';
  if (byte === 0x27) return "\\'";
  if (byte === 0x0a) return '\\n';
  if (byte === 0x09) return '\\t';
  if (byte === 0x0d) return '\\r';
  if (byte >= 0x20 && byte < 0x7f) return String.fromCharCode(byte);
  return `\\x${byte.toString(16).padStart(2, '0').toUpperCase()}`;
}

/** A bash word that is `text` exactly (UTF-8 bytes), readable when it can be. Throws on NUL: see `bytesOf`. */
export function bashWord(text: string): string {
  if (text.includes('\u0000')) throw new Error('a bash word cannot hold NUL; use bytesOf');
  if (PLAIN.test(text)) return single(text);
  return `$'${[...Buffer.from(text, 'utf8')].map(ansiByte).join('')}'`;
}

/** A printf command (bash, POSIX) that writes exactly the bytes of `text`, NUL included. */
export function bytesOf(text: string): string {
  const format = [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      byte === 0x25
        ? '%%'
        : byte === 0x5c
          ? '\\\\'
          : byte === 0x27
            ? "'\\''"
            : byte >= 0x20 && byte < 0x7f
              ? String.fromCharCode(byte)
              : `\\${byte.toString(8).padStart(3, '0')}`,
    )
    .join('');
  return `printf '${format}'`;
}

/** Characters a repeated unit may hold to be written as a printf pattern: nothing printf, JSON or the shell reads specially. */
const PATTERN_UNIT = /^[A-Za-z0-9 _.,:+=-]+$/;

/**
 * A long value made of one short unit repeated (what generators send to find a length limit) as a
 * command that prints it: `$(printf 'abc%.0s' {1..333}; printf 'a')`, far shorter than the value.
 * Undefined when the value is not such a repetition.
 */
export function repetitionOf(text: string): string | undefined {
  for (let size = 1; size <= 32 && size * 3 <= text.length; size += 1) {
    const unit = text.slice(0, size);
    if (!PATTERN_UNIT.test(unit) || unit.startsWith('-')) return undefined;
    const times = Math.floor(text.length / size);
    const rest = text.slice(times * size);
    if (unit.repeat(times) + rest !== text || !unit.startsWith(rest)) continue;
    return `$(printf '${unit}%.0s' {1..${times}}${rest ? `; printf '${rest}'` : ''})`;
  }
  return undefined;
}
