/**
 * The user's input is wrong (bad config, unreachable URL, unreadable file): one line, exit 2.
 * Never mixed with findings, which say the server is wrong.
 */
export class ToolError extends Error {
  override readonly name = 'ToolError';
  readonly exitCode = 2;
}
