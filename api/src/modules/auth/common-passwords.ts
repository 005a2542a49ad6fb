/**
 * The common passwords of @zxcvbn-ts/language-common: about 49,000 from breach corpora,
 * maintained with zxcvbn-ts and shipped in its package, so no network at run time. Read on
 * the first password set rather than at start-up (unpacking it takes some 30 ms), then kept as
 * one Set of lower-cased entries; a failed read is tried again next time.
 */
let loading: Promise<ReadonlySet<string>> | null = null;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
