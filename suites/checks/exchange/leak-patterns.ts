/**
 * What a leak in an error body looks like, one pattern per kind, each matched against one line. Kept
 * narrow on purpose (over-assertion is the worst bug): a frame needs a source file and a line number,
 * a path needs a source file extension, SQL needs its upper-case keywords or a database's error marker.
 * A message naming a field, a value or an API path matches none of them.
 */
export interface LeakPattern {
  readonly kind: 'stack trace' | 'server file path' | 'SQL' | 'debug page';
  readonly pattern: RegExp;
}

const SOURCE = String.raw`(?:js|mjs|cjs|ts|jsx|tsx|py|rb|php|java|kt|scala|go|cs|vb|ex|exs|pl|jsp|aspx)`;

export const LEAK_PATTERNS: readonly LeakPattern[] = [
  // JavaScript / Node: "at handler (/srv/app/x.js:12:5)", "at /srv/app/x.js:12:5", "at async Promise.all (index 0)" is not enough alone.
  { kind: 'stack trace', pattern: new RegExp(String.raw`^\s*at (?:async )?(?:\S+ )?\(?(?:file://)?[^\s()]+\.${SOURCE}:\d+:\d+\)?\s*$`) },
  { kind: 'stack trace', pattern: /^\s*at (?:async )?\S+ \((?:node:)?internal\/[^)]+:\d+:\d+\)\s*$/ },
  // Java / Kotlin / Scala: "at com.acme.Service.update(Service.java:42)"
  { kind: 'stack trace', pattern: /^\s*at [\w$.<>]+\([\w$]+\.(?:java|kt|scala|groovy):\d+\)/ },
  // Python
  { kind: 'stack trace', pattern: /Traceback \(most recent call last\)/ },
  { kind: 'stack trace', pattern: /^\s*File "[^"]+\.py", line \d+/ },
  // .NET: "at Acme.Api.Update() in C:\src\Api.cs:line 42"
  { kind: 'stack trace', pattern: /^\s*at [\w.`<>[\]]+\(.*\) in .+:line \d+/ },
  // Go, Ruby, PHP
  { kind: 'stack trace', pattern: /^goroutine \d+ \[[\w ]+\]:/ },
  { kind: 'stack trace', pattern: /\.rb:\d+:in [`'][^`']+'/ },
  { kind: 'stack trace', pattern: /^#\d+ .+\.php\(\d+\): / },
  // Absolute paths to source files: Unix, Windows, file:// URLs.
  { kind: 'server file path', pattern: new RegExp(String.raw`(?:^|[\s"'(=:])(?:file:\/\/)?\/(?:[\w.@-]+\/)+[\w.@-]+\.${SOURCE}\b`) },
  { kind: 'server file path', pattern: new RegExp(String.raw`\b[A-Z]:\\(?:[\w .@-]+\\)+[\w.@-]+\.${SOURCE}\b`) },
  { kind: 'server file path', pattern: /(?:^|[\s"'(])\/(?:[\w.@-]+\/)*node_modules\/[\w.@/-]+/ },
  // SQL statements and database errors.
  { kind: 'SQL', pattern: /\bSELECT\s+(?:DISTINCT\s+)?[\w"`.*,\s()]+?\s+FROM\s+["`\w.]+/ },
  { kind: 'SQL', pattern: /\bINSERT\s+INTO\s+["`\w.]+/ },
  { kind: 'SQL', pattern: /\bUPDATE\s+["`\w.]+\s+SET\s+["`\w.]+\s*=/ },
  { kind: 'SQL', pattern: /\bDELETE\s+FROM\s+["`\w.]+/ },
  { kind: 'SQL', pattern: /\bSQLSTATE\b|syntax error at or near|\bORA-\d{5}\b|\bSQLITE_[A-Z]+\b|You have an error in your SQL syntax/ },
  // Frameworks' debug pages.
  {
    kind: 'debug page',
    pattern:
      /DEBUG = True|Werkzeug Debugger|Action Controller: Exception caught|Whoops! There was an error|Server Error in '\/' Application|<title>Error<\/title>.*<pre>/i,
  },
];

/** Lines of an error body: every string of a JSON body (a stack is one string), or the text, cut at newlines and <br>. */
export function bodyLines(text: string, json: unknown): string[] {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  if (json === undefined) strings.push(text);
  else walk(json);
  return strings.flatMap((value) => value.split(/\r?\n|<br\s*\/?>/i)).map((line) => line.replace(/&nbsp;/g, ' '));
}

/** The first leak found in a body: its kind and the line that carries it, or undefined. */
export function findLeak(text: string, json: unknown): { readonly kind: LeakPattern['kind']; readonly line: string } | undefined {
  for (const line of bodyLines(text, json)) {
    const found = LEAK_PATTERNS.find(({ pattern }) => pattern.test(line));
    if (found) return { kind: found.kind, line: line.trim() };
  }
  return undefined;
}
