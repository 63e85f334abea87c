// Types of one-copy.js, for the architecture tests.
export const ONE_COPY: readonly { readonly rule: string; readonly helper: string; readonly home: string }[];
export const ONE_WRAPPER: readonly { readonly name: string; readonly helper: string; readonly home: string }[];
