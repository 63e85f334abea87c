import { pointerOf as pointerOfPath } from '../../specs/json-pointer.js';

/** A step of a Pact matching-rule path: a property, any property (`*`), or an array element. */
export type PathStep = { readonly kind: 'property'; readonly name: string } | { readonly kind: 'any-property' } | { readonly kind: 'item' };

const TOKEN = /^(?:\.([A-Za-z_$@][\w$@-]*)|\.\*|\[\*\]|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]|\["((?:[^"\\]|\\.)*)"\])/;

/**
 * Parses the paths Pact writes in matchingRules (`$.entries[*].hours[0].day`, `$['a b']`, `$.*`).
 * Undefined for a path it cannot read, which is then left alone (never judged).
 */
export function parseJsonPath(path: string): PathStep[] | undefined {
  if (!path.startsWith('$')) return undefined;
  const steps: PathStep[] = [];
  let rest = path.slice(1);
  while (rest.length > 0) {
    const match = TOKEN.exec(rest);
    if (!match) return undefined;
    const [token, name, index, single, double] = match;
    const quoted = single ?? double;
    if (name !== undefined || quoted !== undefined) steps.push({ kind: 'property', name: name ?? (quoted as string).replace(/\\(.)/g, '$1') });
    else if (index !== undefined || token === '[*]') steps.push({ kind: 'item' });
    else steps.push({ kind: 'any-property' });
    rest = rest.slice(token.length);
  }
  return steps;
}

/** The JSON pointer of a path without wildcards over properties (array elements at index 0). */
export function pointerOf(steps: readonly PathStep[]): string | undefined {
  if (steps.some((step) => step.kind === 'any-property')) return undefined;
  return pointerOfPath(steps.map((step) => (step.kind === 'property' ? step.name : 0)));
}
