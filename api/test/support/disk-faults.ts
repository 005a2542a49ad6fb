import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve, sep } from 'node:path';

/**
 * A full disk or a read-only directory, in this process, without root or a mount: Node's
 * synchronous `fs` calls (which PGlite's NODEFS, the jwt secret and the DATA_DIR check make)
 * fail for paths under one directory as the kernel would fail them. Installed before the
 * embedded database opens its files, so that writes through an open file are recognised by
 * its descriptor.
 */
export type DiskFault = 'ENOSPC' | 'EROFS' | 'EACCES';

export interface DiskFaults {
  /** From now on, writes under `dir` fail with `code` (ENOSPC: writing data; the others: any change). */
  inject(dir: string, code: DiskFault): void;
  clear(): void;
  /** How many calls failed since installed. */
  readonly refused: number;
  /** Node's fs as it was. */
  uninstall(): void;
}

const messages: Record<DiskFault, string> = {
  ENOSPC: 'no space left on device',
  EROFS: 'read-only file system',
  EACCES: 'permission denied',
};
const writeFlags =
  fs.constants.O_WRONLY |
  fs.constants.O_RDWR |
  fs.constants.O_CREAT |
  fs.constants.O_TRUNC |
  fs.constants.O_APPEND;

type Fn = (...args: never[]) => unknown;
type Patchable = Record<string, Fn>;

export function installDiskFaults(): DiskFaults {
  const real = fs as unknown as Patchable;
  const saved = new Map<string, Fn>();
  const paths = new Map<number, string>();
  let fault: { root: string; code: DiskFault } | null = null;
  let refused = 0;

  const under = (path: unknown) =>
    fault !== null &&
    (typeof path === 'string' || Buffer.isBuffer(path)) &&
    `${resolve(String(path))}${sep}`.startsWith(`${fault.root}${sep}`);
  const fail = (syscall: string, path: string): never => {
    const code = fault?.code as DiskFault;
    refused += 1;
    throw Object.assign(new Error(`${code}: ${messages[code]}, ${syscall} '${path}'`), {
      code,
      syscall,
      path,
    });
  };
  const patch = (name: string, wrap: (original: Fn) => Fn) => {
    const original = real[name] as Fn;
    saved.set(name, original);
    real[name] = wrap(original.bind(fs) as Fn);
  };
  /** A call whose first argument is a path, refused while the fault covers it. */
  const byPath = (name: string, applies: (code: DiskFault) => boolean) =>
    patch(name, (original) => (...args: unknown[]) => {
      if (fault && applies(fault.code) && under(args[0])) fail(name, String(args[0]));
      return (original as (...a: unknown[]) => unknown)(...args);
    });
  /** A call on an open file, refused while the fault covers the file's path. */
  const byDescriptor = (name: string, applies: (code: DiskFault) => boolean) =>
    patch(name, (original) => (...args: unknown[]) => {
      const path = paths.get(args[0] as number);
      if (fault && applies(fault.code) && under(path)) fail(name, path as string);
      return (original as (...a: unknown[]) => unknown)(...args);
    });

  const always = () => true;
  const readOnly = (code: DiskFault) => code !== 'ENOSPC';
  patch('openSync', (original) => (...args: unknown[]) => {
    const [path, flags] = args;
    const writes =
      typeof flags === 'number' ? (flags & writeFlags) !== 0 : /[wa+]/.test(String(flags ?? 'r'));
    if (fault && readOnly(fault.code) && writes && under(path)) fail('open', String(path));
    const fd = (original as (...a: unknown[]) => number)(...args);
    paths.set(fd, resolve(String(path)));
    return fd;
  });
  patch('closeSync', (original) => (...args: unknown[]) => {
    paths.delete(args[0] as number);
    return (original as (...a: unknown[]) => unknown)(...args);
  });
  byDescriptor('writeSync', always);
  byDescriptor('ftruncateSync', readOnly);
  for (const name of ['writeFileSync', 'appendFileSync', 'mkdirSync']) byPath(name, always);
  for (const name of ['renameSync', 'unlinkSync', 'rmdirSync', 'linkSync', 'truncateSync'])
    byPath(name, readOnly);
  syncBuiltinESMExports();

  return {
    inject: (dir, code) => {
      fault = { root: resolve(dir), code };
    },
    clear: () => {
      fault = null;
    },
    get refused() {
      return refused;
    },
    uninstall: () => {
      for (const [name, original] of saved) real[name] = original;
      syncBuiltinESMExports();
    },
  };
}
