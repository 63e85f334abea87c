import type { RawCredentials } from '../../../engine/http/client.js';
import { TOKEN_PLACEHOLDER } from '../../../engine/http/redact.js';
import { violates } from '../../../engine/message.js';
import { isJudged } from '../../../engine/not-now.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { okBody } from '../../runtime/fixtures.js';
import { readDocument } from '../../runtime/read-document.js';
import { statusOf } from '../../runtime/statuses.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';

/** The scheme names a case-sensitive comparison refuses: RFC 9110 §11.1 makes them all "Bearer". */
export const SCHEME_SPELLINGS = ['bearer', 'BEARER'] as const;

const under = (scheme: string, token: string): RawCredentials => ({
  authorization: `${scheme} ${token}`,
  redact: [token, TOKEN_PLACEHOLDER],
});

async function run(ctx: ScenarioContext, operation: SpecifiedOperationKey): Promise<void> {
  const proper = await readDocument(ctx, operation, 'read the document under the Bearer scheme');
  if (!proper) return ctx.skip('the operation has no read of its document');
  if (!okBody(proper)) return ctx.skip(`the document could not be read under "Bearer" (${statusOf(proper)})`);
  for (const scheme of SCHEME_SPELLINGS) {
    const answer = await readDocument(ctx, operation, `read the document under the scheme spelled "${scheme}"`, under(scheme, ctx.config.token));
    if (!answer || !isJudged(answer)) continue;
    if (okBody(answer)) ctx.report({ verdict: 'pass', message: `the scheme spelled "${scheme}" is served as "Bearer"` });
    else if (answer.response && answer.response.status < 500)
      ctx.report({
        verdict: 'warn',
        exchange: answer,
        message: violates(
          { id: 'AUTH.SCHEME_CASE', source: 'RFC 9110 §11.1' },
          `${statusOf(answer)} for a read with the configured token under the scheme spelled "${scheme}", served under "Bearer"`,
        ),
      });
  }
}

/**
 * AUTH.SCHEME_CASE (SHOULD, RFC 9110 §11.1) — the authentication scheme is a case-insensitive token: the
 * configured token under `bearer` and `BEARER` is served as under `Bearer`. A read is enough to tell
 * (nothing changes); a tampered token staying refused is tampered-credentials'.
 */
export const authSchemeCase = defineScenarioCheck({
  id: 'auth-scheme-case',
  requirement: 'AUTH.SCHEME_CASE',
  title: 'The Bearer scheme is matched without regard to case',
  group: 'auth',
  appliesTo: { kinds: ['update'] },
  run,
});
