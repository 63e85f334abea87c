/** The first `max` characters of a text, with an ellipsis when it was cut: how messages quote a body. */
export function excerpt(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
