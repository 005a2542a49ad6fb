import { select } from '@inquirer/prompts';
import { promptStreams } from './ask.js';
import { UsageError } from './errors.js';

/** Chooses one of the listed records on a terminal (callers check canPrompt first). */
export async function pickOne(
  message: string,
  choices: readonly { value: string; name: string }[],
  none: string,
): Promise<string> {
  if (choices.length === 0) throw new UsageError(none);
  return select({ message, choices, pageSize: 15 }, promptStreams());
}
