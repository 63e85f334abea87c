import { describe, expect, it } from 'vitest';
import { redactText } from '../../engine/http/redact.js';
import { tamperedCredentials } from '../../suites/runtime/tampered-credentials.js';

const TOKEN = 'pmc_Abc123xyzDEF456ghiJKL789';
const secrets = [[TOKEN, '$PMC_TOKEN']] as const;

describe('tampered credentials', () => {
  const variants = tamperedCredentials(TOKEN);

  it('sends seven different headers, none of them the valid one', () => {
    const headers = variants.map((variant) => variant.caller.authorization);
    expect(new Set(headers).size).toBe(7);
    expect(headers).not.toContain(`Bearer ${TOKEN}`);
  });

  it('changes the last character even to a case-blind comparison, and keeps the rest', () => {
    const changed = variants.find((variant) => variant.label.includes('last character'))?.caller.authorization ?? '';
    expect(changed.slice(0, -1)).toBe(`Bearer ${TOKEN.slice(0, -1)}`);
    expect(changed.slice(-1).toLowerCase()).not.toBe(TOKEN.slice(-1).toLowerCase());
  });

  it('never lets the token text into what is recorded: each header redacts to placeholders', () => {
    for (const { caller } of variants) {
      const pairs = [...(caller.redact ? [caller.redact] : []), ...secrets];
      const recorded = redactText(caller.authorization, pairs);
      expect(recorded, caller.authorization).not.toContain(TOKEN.slice(4, 20));
      expect(recorded.toLowerCase(), caller.authorization).not.toContain(TOKEN.slice(4, 20).toLowerCase());
    }
  });

  it('reuses the claims of a JWT token under alg none, with an empty signature', () => {
    const claims = Buffer.from(JSON.stringify({ sub: 'u1', org: 'o1' })).toString('base64url');
    const jwt = `eyJhbGciOiJIUzI1NiJ9.${claims}.c2lnbmF0dXJl`;
    const unsigned = tamperedCredentials(jwt).find((variant) => variant.label.includes('alg: none'))?.caller.authorization ?? '';
    const [header, payload, signature] = unsigned.replace('Bearer ', '').split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'none', typ: 'JWT' });
    expect(payload).toBe(claims);
    expect(signature).toBe('');
  });

  it('leaves out what a token without letters or of one character cannot be', () => {
    expect(tamperedCredentials('12345678').map((variant) => variant.label)).not.toContain('with the token in another letter case');
    expect(tamperedCredentials('x')).toHaveLength(5);
  });
});
