import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from './program.js';

/**
 * clig.dev: every command's help shows an example. Each leaf command (one without
 * subcommands) must show at least one `$ tradesim <its full path> ...` line after its help, and
 * every such line must parse as that very command: its options, choices and arguments as
 * declared. Only the help and the parser run here; no action, so nothing reaches a server.
 */

interface Leaf {
  path: string;
  command: Command;
}

function leavesOf(command: Command, path: string[] = []): Leaf[] {
  return command.commands.flatMap((sub) => {
    const subPath = [...path, sub.name()];
    return sub.commands.length === 0 ? [{ path: subPath.join(' '), command: sub }] : leavesOf(sub, subPath);
  });
}

/** What `tradesim <path> --help` prints, including the text added with `addHelpText`. */
function helpOf(command: Command): string {
  let text = '';
  command.configureOutput({
    writeOut: (str) => {
      text += str;
    },
  });
  command.outputHelp();
  return text;
}

/** The help's `$ tradesim <path> ...` lines for this command, without the `$ `. */
function examplesOf(leaf: Leaf): string[] {
  const own = `tradesim ${leaf.path}`;
  return helpOf(leaf.command)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('$ '))
    .map((line) => line.slice(2))
    .filter((line) => line === own || line.startsWith(`${own} `));
}

/**
 * An example line as the shell would split it: quotes grouped, a `<placeholder>` kept as one
 * word, and nothing from a redirection or pipe on.
 */
function argvOf(example: string): string[] {
  const words = example.match(/"[^"]*"|'[^']*'|<[^<>\s][^<>]*>|\S+/g) ?? [];
  const end = words.findIndex((word) => ['<', '>', '|', '&&', ';'].includes(word));
  return (end === -1 ? words : words.slice(0, end))
    .slice(1) // `tradesim`
    .map((word) => (/^(["']).*\1$/.test(word) ? word.slice(1, -1) : word));
}

/** A fresh program whose leaves only record that they were reached, and how. */
function dryProgram(): { program: Command; reached: () => string | undefined; errors: () => string } {
  const program = buildProgram();
  let reached: string | undefined;
  let errors = '';
  const quiet = (command: Command) => {
    command.configureOutput({
      writeOut: () => {},
      writeErr: (str) => {
        errors += str;
      },
    });
    for (const sub of command.commands) quiet(sub);
  };
  quiet(program);
  for (const leaf of leavesOf(program)) {
    leaf.command.action(() => {
      reached = leaf.path;
    });
  }
  return { program, reached: () => reached, errors: () => errors };
}

const leaves = leavesOf(buildProgram());
const cases = leaves.map((leaf) => [leaf.path, leaf] as const);

describe('help examples', () => {
  it('walks every leaf command', () => {
    const paths = leaves.map((leaf) => leaf.path);
    expect(paths).toEqual(
      expect.arrayContaining(['login', 'logout', 'deposits approve', 'users list', 'seed', 'health']),
    );
  });

  it.each(cases)('tradesim %s --help shows an example of itself', (_path, leaf) => {
    expect(examplesOf(leaf), `no "$ tradesim ${leaf.path}" line in its --help`).not.toEqual([]);
  });

  it.each(cases)('every example in tradesim %s --help parses as that command', async (_path, leaf) => {
    for (const example of examplesOf(leaf)) {
      const { program, reached, errors } = dryProgram();
      try {
        await program.parseAsync(argvOf(example), { from: 'user' });
      } catch (error) {
        throw new Error(`"$ ${example}" does not parse: ${errors().trim() || String(error)}`);
      }
      expect(reached(), example).toBe(leaf.path);
    }
  });
});
