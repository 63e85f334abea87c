// Keeps one pull-request comment up to date with the run's verdict and the link to its reports (the
// action's `comment: true`): the comment carrying this action's marker is edited, or created once.
// Plain Node (fetch), no dependency: it runs whatever package the action ran.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [reportDir = 'pm-conformance-reports', code = ''] = process.argv.slice(2);
const env = process.env;
const api = (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/$/, '');
const repository = env.GITHUB_REPOSITORY ?? '';
const marker = `<!-- pm-conformance-comment: ${env.PMC_ACTION_ARTIFACT_NAME || reportDir} -->`;

function pullRequestNumber() {
  try {
    const event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
    return event.pull_request?.number ?? (event.issue?.pull_request ? event.issue.number : undefined);
  } catch {
    return undefined;
  }
}

function verdictLine() {
  try {
    const report = JSON.parse(readFileSync(join(reportDir, 'report.json'), 'utf8'));
    if (report.verdict?.headline) return report.verdict.headline;
  } catch {
    // No report: the run stopped before its checks (exit 2), said below.
  }
  return `No report was written (exit ${code}): see the job's log`;
}

const ICONS = { 0: '✅', 1: '❌', 2: '⚠️', 130: '⏹️' };

async function call(method, path, body) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${env.PMC_ACTION_GITHUB_TOKEN}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'pm-conformance-action',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

const number = pullRequestNumber();
if (number === undefined) {
  console.log('pm-conformance action: not a pull request, no comment written');
  process.exit(0);
}
const run = env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${repository}/actions/runs/${env.GITHUB_RUN_ID}` : '';
const body = [
  marker,
  `### ${ICONS[code] ?? '❔'} pm-conformance: ${verdictLine()}`,
  '',
  `Exit status ${code}.${run ? ` Reports: [the run's summary and the \`${env.PMC_ACTION_ARTIFACT_NAME || reportDir}\` artifact](${run}).` : ''}`,
].join('\n');

try {
  let existing;
  for (let page = 1; !existing; page += 1) {
    const comments = await call('GET', `/repos/${repository}/issues/${number}/comments?per_page=100&page=${page}`);
    existing = comments.find((comment) => typeof comment.body === 'string' && comment.body.startsWith(marker));
    if (comments.length < 100) break;
  }
  if (existing) await call('PATCH', `/repos/${repository}/issues/comments/${existing.id}`, { body });
  else await call('POST', `/repos/${repository}/issues/${number}/comments`, { body });
  console.log(`pm-conformance action: pull-request comment ${existing ? 'updated' : 'written'}`);
} catch (error) {
  console.error(`pm-conformance action: ${error.message}`);
  process.exit(1);
}
