/**
 * A string of its own. A substring of 13 characters or more (a target, a user agent cut from a line)
 * points into the whole string it was cut from (V8's sliced strings), here the 1 MB chunk the line was
 * read in: a string kept past its line (a memo key, a client, an example) would keep that chunk alive.
 * For what is kept, not for every line.
 */
export const ownCopy = (text: string): string => JSON.parse(JSON.stringify(text)) as string;
