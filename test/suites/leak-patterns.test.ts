import { describe, expect, it } from 'vitest';
import { findLeak } from '../../suites/checks/exchange/leak-patterns.js';

const leakIn = (text: string) =>
  findLeak(
    text,
    (() => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    })(),
  );

describe('leaks in error bodies', () => {
  it.each([
    [
      'a Node stack in data',
      JSON.stringify({ message: 'x', data: { stack: 'Error: x\n    at update (/srv/app/src/update.js:42:11)' } }),
      'stack trace',
      'at update (/srv/app/src/update.js:42:11)',
    ],
    [
      'a Java frame',
      'java.lang.NullPointerException\n\tat com.acme.api.ProjectService.update(ProjectService.java:88)',
      'stack trace',
      'at com.acme.api.ProjectService.update(ProjectService.java:88)',
    ],
    [
      'a Python traceback',
      'Traceback (most recent call last):\n  File "/app/views.py", line 12, in patch',
      'stack trace',
      'Traceback (most recent call last):',
    ],
    ['a .NET frame', '   at Acme.Api.Update() in C:\\src\\Api.cs:line 42', 'stack trace', 'at Acme.Api.Update() in C:\\src\\Api.cs:line 42'],
    ['a Go panic', 'goroutine 1 [running]:\nmain.main()', 'stack trace', 'goroutine 1 [running]:'],
    [
      'a source path in a message',
      JSON.stringify({ message: 'Cannot read properties of undefined in /home/deploy/api/handlers.ts' }),
      'server file path',
      'Cannot read properties of undefined in /home/deploy/api/handlers.ts',
    ],
    ['a Windows path', JSON.stringify({ message: 'failed in D:\\inetpub\\api\\Global.cs' }), 'server file path', 'failed in D:\\inetpub\\api\\Global.cs'],
    [
      'an SQL statement',
      JSON.stringify({ message: 'insert failed: INSERT INTO "people" ("email") VALUES ($1)' }),
      'SQL',
      'insert failed: INSERT INTO "people" ("email") VALUES ($1)',
    ],
    ['a Postgres error', JSON.stringify({ message: 'syntax error at or near "WHERE"' }), 'SQL', 'syntax error at or near "WHERE"'],
    [
      'a Django debug page',
      "<html><body>You're seeing this error because you have <code>DEBUG = True</code></body></html>",
      'debug page',
      "<html><body>You're seeing this error because you have <code>DEBUG = True</code></body></html>",
    ],
    [
      'an Express development page',
      '<pre>Error: boom<br> &nbsp; &nbsp;at Layer.handle (/app/node_modules/express/lib/router/layer.js:95:5)</pre>',
      'server file path',
      'at Layer.handle (/app/node_modules/express/lib/router/layer.js:95:5)</pre>',
    ],
  ])('finds %s, quoting its line', (_name, body, kind, line) => {
    expect(leakIn(body)).toEqual({ kind, line });
  });

  it.each([
    ['a field named', { message: 'budget must be >= 0', code: 'INVALID', data: { field: 'budget', path: '/budget' } }],
    ['an API path', { message: 'No operation PATCH /v1/projects/65a1b2c3d4e5f60718293a4b/people' }],
    ['an English sentence with select and from', { message: 'Select a status from the list: active, archived' }],
    ['an update described', { message: 'Update of the project failed: the status cannot be set to done' }],
    ['an e-mail and a date', { message: 'a.b@example.com was invited at 2024-01-01T00:00:00.000Z' }],
    ['a file name without a path', { message: 'attachment report.js is too large' }],
  ])('finds no leak in %s', (_name, body) => {
    expect(leakIn(JSON.stringify(body))).toBeUndefined();
  });
});
