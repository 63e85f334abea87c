// Types of layers.js (the layer table), for the architecture tests.
export interface Floor {
  readonly folders: readonly string[];
  readonly commands?: boolean;
  readonly shipped?: boolean;
}
export interface Direction {
  readonly from: string;
  readonly to: string;
  readonly why: string;
}
export interface Seam {
  readonly from: readonly string[];
  readonly to: string;
  readonly except?: RegExp;
  readonly why: string;
}
export interface Guarded {
  readonly folder: string;
  readonly importedBy: readonly string[];
  readonly why: string;
}
export const ROOT: string;
export const FLOORS: readonly Floor[];
export const SIDEWAYS: readonly Direction[];
export const SEAMS: readonly Seam[];
export const GUARDED: readonly Guarded[];
export const OUTSIDE: readonly { readonly folder: string; readonly why: string }[];
export const SHIPPED_AS_IS: readonly string[];
export const LAYER_FOLDERS: readonly string[];
export const TOP_FOLDERS: readonly string[];
export function fromRoot(file: string): string;
export function layerOf(path: string): string | undefined;
export function floorOf(folder: string): number;
export function shippedFiles(): string[];
export function derivedLists(): { readonly file: string; readonly key: string; readonly list: readonly string[] }[];
export function sameEntries(a: readonly string[], b: readonly string[]): boolean;
