// Types of layers.js (the rule), for the architecture tests.
export function breach(from: string, to: string): { readonly messageId: string; readonly data: Record<string, string> } | undefined;
declare const rule: unknown;
export default rule;
