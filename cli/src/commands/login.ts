import { adminLoginRequestSchema } from '@tradesim/core';
import { isAppError, type TradesimClient } from '@tradesim/sdk';
import { requireValue } from '../ask.js';
import { configDir } from '../config-dir.js';
import { anonymousClient, cliClient, type Program, serverUrl } from '../context.js';
import { cliIo } from '../io.js';
import { note, printLine } from '../output.js';
import { checkInput, fieldCheck } from '../parse.js';
import { fileStore, readSession, writeSession } from '../session-file.js';

/**
 * Reads the password from stdin (like `docker login --password-stdin`): kept out of `ps` and
 * history. A second line, when there is one, is the two-step verification code.
 */
async function readStdin(): Promise<{ password: string; code: string | undefined }> {
  const chunks: Buffer[] = [];
  for await (const chunk of cliIo().stdin) chunks.push(Buffer.from(chunk));
  const [password = '', code] = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
    .split(/\r?\n/);
  return { password, code: code?.trim() || undefined };
}

interface LoginOptions {
  email?: string;
  password?: string;
  passwordStdin?: boolean;
  code?: string;
}

/** The password (and a code on its second line) from stdin, else from the flag or a hidden prompt. */
async function readPassword(options: LoginOptions): Promise<{ password: string; code: string | undefined }> {
  if (options.passwordStdin) return readStdin();
  const password = await requireValue(options.password, {
    flag: '--password <password> or --password-stdin',
    message: 'Password',
    secret: true,
  });
  return { password, code: undefined };
}

/** Signs in; with two-step verification on and no code given, asks for one on the terminal. */
async function signIn(
  client: TradesimClient,
  credentials: { email: string; password: string; code: string | undefined },
) {
  const attempt = (code: string | undefined) =>
    client.admin.auth.login(
      checkInput(adminLoginRequestSchema, {
        email: credentials.email,
        password: credentials.password,
        ...(code ? { code } : {}),
      }),
    );
  return attempt(credentials.code).catch(async (error: unknown) => {
    if (credentials.code || !isAppError(error) || error.code !== 'MFA_REQUIRED') throw error;
    return attempt(
      await requireValue(undefined, {
        flag: '--code <code>',
        message: 'Code from your authenticator app',
        secret: false,
      }),
    );
  });
}

/** `tradesim login`: the session is kept in the config directory for the commands after it. */
async function logIn(url: string, options: LoginOptions): Promise<void> {
  const email = await requireValue(options.email, {
    flag: '--email <email>',
    message: 'Admin email',
    validate: fieldCheck(adminLoginRequestSchema.shape.email),
  });
  const given = await readPassword(options);
  const { admin, session } = await signIn(anonymousClient(url), {
    email,
    password: given.password,
    code: options.code ?? given.code,
  });
  writeSession(configDir(), { url, token: session.token, expiresAt: session.expiresAt, email: admin.email });
  printLine(`Signed in to ${url} as ${admin.email} (session until ${session.expiresAt}).`);
}

/** `tradesim logout`: the session is forgotten here even when the server cannot end it. */
async function logOut(url: string): Promise<void> {
  const dir = configDir();
  const store = fileStore(dir, url);
  if (!store.load().admin) {
    const other = readSession(dir);
    printLine(other ? `Not signed in to ${url} (the stored session is for ${other.url}).` : 'Not signed in.');
    return;
  }
  try {
    // The SDK forgets the session (deletes the file) whether or not the server answers.
    await cliClient(url, store).admin.auth.logout();
  } catch (error) {
    // Already ended on the server (expired, revoked): signing out is done all the same.
    if (!isAppError(error) || error.code !== 'ADMIN_SESSION_INVALID') {
      note('The session was forgotten here, but the server could not end it:');
      throw error;
    }
  }
  printLine(`Signed out of ${url}.`);
}

/** `tradesim login` and `tradesim logout`: the admin session kept in the config directory. */
export function registerLogin(program: Program): void {
  program
    .command('login')
    .description('sign in to the back office; the 24-hour admin session is kept for later commands')
    .option('--email <email>', 'the admin email')
    .option(
      '--password <password>',
      'the password (visible to other users of this machine: prefer the prompt)',
    )
    .option('--password-stdin', 'read the password from stdin (and the code from its second line)')
    .option('--code <code>', 'the code from your authenticator app, or a recovery code')
    .addHelpText(
      'after',
      '\nExamples:\n  $ tradesim login --email admin@tradesim.local\n  $ tradesim login --email admin@tradesim.local --code 123456\n  $ tradesim login --email admin@tradesim.local --password-stdin < password.txt',
    )
    .action((options, command) => logIn(serverUrl(command), options));

  program
    .command('logout')
    .description('end the stored admin session on the server and forget it')
    .addHelpText('after', '\nExample:\n  $ tradesim logout')
    .action((_options, command) => logOut(serverUrl(command)));
}
