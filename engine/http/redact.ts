/** Placeholder that stands in for the admin token everywhere the suite writes. */
export const TOKEN_PLACEHOLDER = '$PMC_TOKEN';

/**
 * A secret this long cannot occur in ordinary text by chance, so every occurrence is redacted, even
 * inside a longer word. A shorter one ("x", "test": tokens of mocks and test servers) is redacted only
 * where it stands as a word of its own: replacing its letters inside other words ("e$PMC_TOKENchanges")
 * would corrupt report keys, enum values and e-mails, and with them the verdicts read from them.
 */
const ANYWHERE_FROM_LENGTH = 16;
const WORD_CHARACTER = '[A-Za-z0-9]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `secret` counts as an occurrence of the secret in a text (see ANYWHERE_FROM_LENGTH). */
export function secretPattern(secret: string): RegExp {
  const escaped = escapeRegExp(secret);
  return new RegExp(secret.length >= ANYWHERE_FROM_LENGTH ? escaped : `(?<!${WORD_CHARACTER})${escaped}(?!${WORD_CHARACTER})`, 'g');
}

// Built once per secret: a run redacts every exchange's URL, headers and bodies with the same few
// secrets. A global pattern is safe to share with String.replace, which resets its lastIndex.
const patterns = new Map<string, RegExp>();
const MAX_PATTERNS = 64;

function cachedPattern(secret: string): RegExp {
  let pattern = patterns.get(secret);
  if (!pattern) {
    if (patterns.size >= MAX_PATTERNS) patterns.clear();
    pattern = secretPattern(secret);
    patterns.set(secret, pattern);
  }
  return pattern;
}

/** Replaces every occurrence of `secret` in `text` with `replacement` (empty secrets ignored). */
export function replaceSecret(text: string, secret: string, replacement: string): string {
  // A text that does not contain the secret has no occurrence of it: most texts, left as they are.
  return secret && text.includes(secret) ? text.replace(cachedPattern(secret), () => replacement) : text;
}

/** A shared start shorter than this would be found in too many texts to spare anything. */
const MIN_SHARED_START = 3;

/** The start every (non-empty) secret shares, by list of secrets; recomputed when a refreshed token is added. */
const sharedStarts = new WeakMap<readonly (readonly [string, string])[], { readonly count: number; readonly start: string }>();

function sharedStartOf(secrets: readonly (readonly [string, string])[]): string {
  const known = sharedStarts.get(secrets);
  if (known && known.count === secrets.length) return known.start;
  let start: string | undefined;
  for (const [secret] of secrets) {
    if (!secret) continue;
    if (start === undefined) start = secret;
    let length = 0;
    while (length < start.length && length < secret.length && start[length] === secret[length]) length += 1;
    start = start.slice(0, length);
  }
  sharedStarts.set(secrets, { count: secrets.length, start: start ?? '' });
  return start ?? '';
}

/**
 * Replaces every known secret with its placeholder. Tokens are given as [secret, placeholder] pairs so
 * that a member token becomes $PMC_MEMBER_TOKEN, not the admin's name.
 */
export function redactText(text: string, secrets: readonly (readonly [string, string])[]): string {
  // A text without the start the secrets share holds none of them: one scan instead of one per secret.
  if (secrets.length > 1) {
    const shared = sharedStartOf(secrets);
    if (shared.length >= MIN_SHARED_START && !text.includes(shared)) return text;
  }
  let out = text;
  // Indexed: this runs on every URL, header value and body of a run, several secrets each.
  for (let index = 0; index < secrets.length; index++) {
    const [secret, placeholder] = secrets[index] as readonly [string, string];
    out = replaceSecret(out, secret, placeholder);
  }
  return out;
}

/** The headers with every secret replaced; the same object when none holds one (most: a copy per exchange saved). */
export function redactHeaders(headers: Readonly<Record<string, string>>, secrets: readonly (readonly [string, string])[]): Readonly<Record<string, string>> {
  let out: Record<string, string> | undefined;
  for (const name in headers) {
    const value = headers[name] as string;
    const redacted = redactText(value, secrets);
    if (redacted !== value) out ??= { ...headers };
    if (out) out[name] = redacted;
  }
  return out ?? headers;
}

/** True when `text` ends with the first `length` characters of `secret`, starting where an occurrence could. */
function endsWithStartOf(text: string, secret: string, length: number): boolean {
  if (!text.endsWith(secret.slice(0, length))) return false;
  if (secret.length >= ANYWHERE_FROM_LENGTH) return true;
  return !new RegExp(`${WORD_CHARACTER}$`).test(text.slice(0, text.length - length));
}

/**
 * For a body cut at --max-body: the cut may fall inside a token, leaving its first characters at the
 * end, where no whole-token match finds them. Those trailing characters are dropped.
 */
export function redactCut(text: string, secrets: readonly (readonly [string, string])[]): string {
  let out = redactText(text, secrets);
  for (const [secret] of secrets) {
    for (let length = Math.min(secret.length - 1, out.length); length > 0; length -= 1) {
      if (endsWithStartOf(out, secret, length)) {
        out = out.slice(0, -length);
        break;
      }
    }
  }
  return out;
}
