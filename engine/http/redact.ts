/** Placeholder that stands in for the admin token everywhere the suite writes. */
export const TOKEN_PLACEHOLDER = '$PMC_TOKEN';

/**
 * Replaces every known secret with its placeholder. Tokens are given as [secret, placeholder] pairs so
 * that a member token becomes $PMC_MEMBER_TOKEN, not the admin's name.
 */
export function redactText(text: string, secrets: readonly (readonly [string, string])[]): string {
  let out = text;
  for (const [secret, placeholder] of secrets) if (secret) out = out.split(secret).join(placeholder);
  return out;
}

export function redactHeaders(headers: Record<string, string>, secrets: readonly (readonly [string, string])[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = redactText(value, secrets);
  return out;
}

/**
 * For a body cut at --max-body: the cut may fall inside a token, leaving its first characters at the
 * end, where no whole-token match finds them. Those trailing characters are dropped.
 */
export function redactCut(text: string, secrets: readonly (readonly [string, string])[]): string {
  let out = redactText(text, secrets);
  for (const [secret] of secrets) {
    for (let length = Math.min(secret.length - 1, out.length); length > 0; length -= 1) {
      if (out.endsWith(secret.slice(0, length))) {
        out = out.slice(0, -length);
        break;
      }
    }
  }
  return out;
}
