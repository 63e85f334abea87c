/**
 * Whether the CLI colours what it prints on `stream`: never when NO_COLOR is set (no-color.org),
 * always when FORCE_COLOR is set to anything but 0/false (CI logs that render ANSI), else only on a
 * terminal that is not "dumb". Piped or redirected output carries no escape codes.
 */
export function colorWanted(stream: { readonly isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return !['0', 'false'].includes(env.FORCE_COLOR);
  return stream.isTTY === true && env.TERM !== 'dumb';
}
