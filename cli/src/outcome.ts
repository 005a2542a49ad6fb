import type { ApprovalResponse } from '@tradesim/core';
import { describeRequested } from './approval-text.js';
import { printJson, printLine } from './output.js';

function isHeld(result: object): result is ApprovalResponse {
  return 'approval' in result;
}

/**
 * What a dual-controlled command answers: with `--json` the API's answer as it is; else the
 * request held for a second staff member (202), or `describe` of the change made at once.
 */
export function printOutcome<T extends object>(
  result: T | ApprovalResponse,
  json: boolean | undefined,
  describe: (done: T) => string,
): void {
  if (json) printJson(result);
  else if (isHeld(result)) printLine(describeRequested(result.approval));
  else printLine(describe(result as T));
}
