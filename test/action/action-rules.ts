/**
 * The rules GitHub applies to an action's metadata file (docs.github.com, "Metadata syntax for GitHub
 * Actions"), for a composite action, written out as checks: what a typo in action.yml would break
 * only once someone's workflow used it. Returns one message per broken rule.
 */
type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const ID = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const TOP = new Set(['name', 'author', 'description', 'inputs', 'outputs', 'runs', 'branding']);
const INPUT_KEYS = new Set(['description', 'required', 'default', 'deprecationMessage']);
const STEP_KEYS = new Set(['name', 'id', 'if', 'run', 'shell', 'uses', 'with', 'env', 'working-directory', 'continue-on-error']);
const SHELLS = new Set(['bash', 'pwsh', 'python', 'sh', 'cmd', 'powershell']);
const COLORS = new Set(['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark']);

/** `${{ … }}` expressions of a value, anywhere in it. */
function expressions(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(/\$\{\{([^}]*)\}\}/g)].map((match) => (match[1] ?? '').trim());
  if (Array.isArray(value)) return value.flatMap(expressions);
  if (isObject(value)) return Object.values(value).flatMap(expressions);
  return [];
}

export function actionProblems(action: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(action)) return ['the file is not a mapping'];
  for (const key of Object.keys(action)) if (!TOP.has(key)) problems.push(`unknown top-level key "${key}"`);
  for (const key of ['name', 'description'] as const)
    if (typeof action[key] !== 'string' || action[key] === '') problems.push(`"${key}" is required (a string)`);
  const inputs = action.inputs ?? {};
  if (!isObject(inputs)) problems.push('"inputs" must be a mapping');
  else
    for (const [id, input] of Object.entries(inputs)) {
      if (!ID.test(id)) problems.push(`input id "${id}" must start with a letter or _ and hold only letters, digits, - and _`);
      if (!isObject(input)) {
        problems.push(`input "${id}" must be a mapping`);
        continue;
      }
      for (const key of Object.keys(input)) if (!INPUT_KEYS.has(key)) problems.push(`input "${id}": unknown key "${key}"`);
      if (typeof input.description !== 'string') problems.push(`input "${id}": description is required`);
      if (input.required !== undefined && typeof input.required !== 'boolean') problems.push(`input "${id}": required must be a boolean`);
      if (input.default !== undefined && typeof input.default !== 'string') problems.push(`input "${id}": default must be a string (quote it)`);
    }
  const outputs = action.outputs ?? {};
  if (!isObject(outputs)) problems.push('"outputs" must be a mapping');
  const runs = action.runs;
  if (!isObject(runs)) return [...problems, '"runs" is required'];
  if (runs.using !== 'composite') problems.push('runs.using must be "composite" for this action');
  const steps = runs.steps;
  if (!Array.isArray(steps) || steps.length === 0) return [...problems, 'runs.steps is required for a composite action'];
  const stepIds = new Set<string>();
  steps.forEach((step: unknown, index) => {
    const where = `step ${index + 1}`;
    if (!isObject(step)) return problems.push(`${where} must be a mapping`);
    for (const key of Object.keys(step)) if (!STEP_KEYS.has(key)) problems.push(`${where}: unknown key "${key}"`);
    if ((step.run === undefined) === (step.uses === undefined)) problems.push(`${where}: exactly one of run and uses`);
    if (step.run !== undefined && !SHELLS.has(String(step.shell))) problems.push(`${where}: a run step of a composite action needs shell`);
    if (step.uses !== undefined && !/^[\w.-]+\/[\w./-]+@[\w.-]+$|^\.\/|^docker:\/\//.test(String(step.uses)))
      problems.push(`${where}: uses must be owner/repo@ref`);
    if (step.id !== undefined) {
      if (!ID.test(String(step.id))) problems.push(`${where}: bad id`);
      stepIds.add(String(step.id));
    }
    return undefined;
  });
  if (isObject(outputs))
    for (const [id, output] of Object.entries(outputs)) {
      if (!isObject(output) || typeof output.description !== 'string' || typeof output.value !== 'string')
        problems.push(`output "${id}": a composite action's output needs description and value`);
    }
  // Every expression names a declared input or a step with an id.
  const declared = new Set(isObject(inputs) ? Object.keys(inputs) : []);
  for (const expression of expressions(action)) {
    const input = /^inputs\.([\w-]+)$/.exec(expression)?.[1];
    if (input !== undefined && !declared.has(input)) problems.push(`\${{ ${expression} }} names no declared input`);
    const step = /^steps\.([\w-]+)\.outputs\.[\w-]+$/.exec(expression)?.[1];
    if (step !== undefined && !stepIds.has(step)) problems.push(`\${{ ${expression} }} names no step id`);
    if (input === undefined && step === undefined && !/^(always|success|failure|cancelled)\(\)$|^(github|env|runner)\./.test(expression))
      problems.push(`\${{ ${expression} }}: an expression this check does not know`);
  }
  const branding = action.branding;
  if (branding !== undefined && (!isObject(branding) || (branding.color !== undefined && !COLORS.has(String(branding.color)))))
    problems.push("branding.color must be one of GitHub's colours");
  return problems;
}
