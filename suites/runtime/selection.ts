import type { RunSettings } from '../../engine/settings.js';

/** --only / --exclude: which check ids report findings. */
export function isReported(checkId: string, settings: Pick<RunSettings, 'only' | 'exclude'>): boolean {
  if (settings.exclude.includes(checkId)) return false;
  return settings.only.length === 0 || settings.only.includes(checkId);
}

/**
 * Which scenarios run. Scenarios also produce the traffic exchange checks judge, so when the
 * selection names only exchange checks, every scenario runs (reporting stays filtered).
 */
export function isScenarioRun(checkId: string, scenarioIds: readonly string[], settings: Pick<RunSettings, 'only' | 'exclude'>): boolean {
  if (settings.exclude.includes(checkId)) return false;
  const namesScenarios = settings.only.some((id) => scenarioIds.includes(id));
  return !namesScenarios || settings.only.includes(checkId);
}
