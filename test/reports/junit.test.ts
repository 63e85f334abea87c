import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { operationLabel, resultName } from '../../reports/common/labels.js';
import { prepareReport } from '../../reports/common/prepare.js';
import { renderJunit } from '../../reports/formats/junit.js';
import { buildRunReport, withStatus } from './fixture.js';
import { xpath } from './helpers.js';

const report = prepareReport(buildRunReport());
const xml = renderJunit(report);
const testcase = (result: { check: string; operation: string }) => `//testcase[@name="${resultName(result)}"]`;

describe('renderJunit', () => {
  it('validates against the Jenkins/Ant JUnit schema', async () => {
    const xsd = await readFile(new URL('./junit.xsd', import.meta.url), 'utf8');
    const result = await validateXML({ xml: { fileName: 'junit.xml', contents: xml }, schema: { fileName: 'junit.xsd', contents: xsd } });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('stays valid XML when the server answers control characters or "]]>"', async () => {
    const xsd = await readFile(new URL('./junit.xsd', import.meta.url), 'utf8');
    const hostile = 'a\u0001b \u001b[31mred\u001b[0m ]]> and ]]> again';
    const results = report.results.map((result) => ({ ...result, message: `${result.message} ${hostile}` }));
    const hostileXml = renderJunit({ ...report, results });
    const result = await validateXML({ xml: { fileName: 'junit.xml', contents: hostileXml }, schema: { fileName: 'junit.xsd', contents: xsd } });
    expect(result.errors).toEqual([]);
    for (const failed of withStatus(report, 'failed')) expect(await xpath(hostileXml, `string(${testcase(failed)}/failure)`)).toContain(']] > and ]] > again');
  });

  it('has one testsuite per operation, "*" included, and one testcase per result', async () => {
    const operations = new Set([...report.results, ...report.observations].map((item) => operationLabel(item.operation)));
    const names = (await xpath(xml, '//testsuite/@name')).split('\n').map((line) => /name="(.*)"/.exec(line)?.[1]);
    expect(new Set(names)).toEqual(operations);
    expect(operations).toContain(operationLabel('*'));
    expect(await xpath(xml, 'count(//testcase)')).toBe(String(report.results.length));
  });

  it.each([
    ['tests', report.results.length],
    ['failures', withStatus(report, 'failed').length],
    ['skipped', withStatus(report, 'skipped').length],
  ])('counts %s on the root', async (attribute, expected) => {
    expect(await xpath(xml, `string(/testsuites/@${attribute})`)).toBe(String(expected));
  });

  it('names each testcase "<check> <operation>" with the requirement id as classname', async () => {
    for (const result of report.results) expect(await xpath(xml, `string(${testcase(result)}/@classname)`)).toBe(result.requirement);
  });

  it('gives each failure its message, evidence and reproduction', async () => {
    for (const result of withStatus(report, 'failed')) {
      expect(await xpath(xml, `string(${testcase(result)}/failure/@message)`)).toBe(result.message);
      const body = await xpath(xml, `string(${testcase(result)}/failure)`);
      expect(body).toContain(`> ${result.evidence?.request.method} ${result.evidence?.request.url}`);
      expect(body).toContain(`Reproduce with:\n${result.reproduction}`);
    }
  });

  it('gives each skip its reason', async () => {
    for (const result of withStatus(report, 'skipped')) expect(await xpath(xml, `string(${testcase(result)}/skipped/@message)`)).toBe(result.message);
  });

  it('shows warnings in system-out and as a property of the suite', async () => {
    for (const result of withStatus(report, 'warning')) {
      expect(await xpath(xml, `string(${testcase(result)}/system-out)`)).toContain(`WARNING: ${result.message}`);
      expect(await xpath(xml, `count(//property[@name="warning"][@value="${resultName(result)}: ${result.message}"])`)).toBe('1');
    }
  });

  it('puts every observation in the system-out of its check, or on its suite', async () => {
    // XPath 1.0 literals cannot hold a double quote: match the text up to the first one.
    const upToQuote = (text: string) => text.split('"')[0] ?? '';
    for (const observation of report.observations) {
      const text = upToQuote(observation.message);
      const inOutput = await xpath(xml, `count(//testcase[@name="${resultName(observation)}"]/system-out[contains(., "OBSERVED: ${text}")])`);
      const onSuite = await xpath(xml, `count(//property[@name="observation"][starts-with(@value, "${observation.check}: ${text}")])`);
      expect(Number(inOutput) + Number(onSuite), observation.message).toBe(1);
    }
  });

  it.each([
    ['seed', String(report.run.seed)],
    ['baseUrl', report.run.baseUrl],
    ['suiteVersion', report.tool.version],
    ['specSha256', report.tool.specSha256],
  ])('carries the %s property on every suite', async (name, value) => {
    expect(await xpath(xml, `count(//testsuite[properties/property[@name="${name}"][@value="${value}"]])`)).toBe(await xpath(xml, 'count(//testsuite)'));
  });
});
