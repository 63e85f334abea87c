import type { Exchange } from '../engine/exchange.js';
import type { Finding } from '../engine/finding.js';
import { reportFromFindings } from '../engine/report/findings-report.js';
import type { RunReport } from '../engine/report/model.js';
import { violates } from '../engine/message.js';
import type { GateDecision, GateVerdict } from './gate.js';
import { headerCheckFindings, inventoryLinks } from './header-summary.js';
import { primaryExchange, type OperationProbes } from './probe-operation.js';

const INVENTORY = 'deprecation-inventory';
/** What each expectation rests on: the change record (deprecated, not removed), or the user's --expect-removed. */
const EXPECTED = {
  served: { quote: 'VERSION.DEPRECATED_OPERATIONS', then: 'Deprecated, not removed (name an operation with --expect-removed once it is meant to be gone).' },
  removed: { quote: 'VERSION.REMOVAL', then: '--expect-removed names operations that must be gone: 404 or 410 with an error body.' },
} as const;

const withExchange = (exchange: Exchange | undefined) => (exchange ? { exchange } : {});

function inventoryFindings(probes: OperationProbes, verdict: GateVerdict | undefined): Finding[] {
  const { operation, classification } = probes;
  const exchange = primaryExchange(probes);
  const ok = verdict?.ok ?? false;
  const expected = EXPECTED[verdict?.expected ?? 'served'];
  const message = ok ? (verdict?.message ?? '') : `${violates(expected.quote, verdict?.message ?? classification.reason)} ${expected.then}`;
  const findings: Finding[] = [
    { check: INVENTORY, requirement: 'VERSION.DEPRECATED_OPERATIONS', operation, verdict: ok ? 'pass' : 'fail', message, ...withExchange(exchange) },
  ];
  if (classification.state === 'removed') {
    findings.push({ check: INVENTORY, requirement: 'VERSION.REMOVAL', operation, verdict: 'observe', message: `removed: ${classification.reason}` });
  }
  return findings;
}

/** DEPRECATION.ADVERTISED (SHOULD): a served operation without a Deprecation header is a warning. */
function advertisedFinding(probes: OperationProbes): Finding[] {
  const exchange = primaryExchange(probes);
  if (probes.classification.state !== 'served' || !exchange?.response) return [];
  const base = { check: 'deprecation-advertised', requirement: 'DEPRECATION.ADVERTISED', operation: probes.operation, exchange } as const;
  if (exchange.response.headers.deprecation !== undefined) return [{ ...base, verdict: 'pass', message: 'Deprecation header present' }];
  return [
    {
      ...base,
      verdict: 'warn',
      message: violates({ id: 'DEPRECATION.ADVERTISED', source: 'RFC 9745 §2' }, `a ${exchange.response.status} without a Deprecation header`),
    },
  ];
}

function headerFindings(probes: OperationProbes): Finding[] {
  const exchange = primaryExchange(probes);
  const findings: Finding[] = headerCheckFindings(exchange).map(({ check, finding }) => ({
    check: check.id,
    requirement: finding.requirement ?? check.requirement,
    operation: probes.operation,
    verdict: finding.verdict,
    message: finding.message,
    ...withExchange(exchange),
  }));
  const link = exchange?.response?.headers.link;
  for (const target of link === undefined ? [] : inventoryLinks(link).successorVersion) {
    findings.push({
      check: INVENTORY,
      requirement: 'VERSION.REPLACEMENT',
      operation: probes.operation,
      verdict: 'observe',
      message: `Link rel="successor-version": ${target}`,
    });
  }
  return findings;
}

/** report.json of `pm-conformance deprecations`: one inventory row per operation, plus the header rows. */
export function buildDeprecationsReport(probes: readonly OperationProbes[], decision: GateDecision, run: RunReport['run']): RunReport {
  const findings = probes.flatMap((entry) => [
    ...inventoryFindings(
      entry,
      decision.verdicts.find((verdict) => verdict.operation === entry.operation),
    ),
    ...advertisedFinding(entry),
    ...headerFindings(entry),
  ]);
  const exchanges = probes.flatMap((entry) => entry.outcomes.flatMap((outcome) => [outcome.exchange, outcome.control]));
  return reportFromFindings(findings, exchanges, run);
}
