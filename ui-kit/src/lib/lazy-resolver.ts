import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's checks fetched when the form is first used, not with the page. The zod schemas and
 * zod itself are the costliest script a sign-in page evaluates (some 30 ms of a phone's main
 * thread, in one task no tap can interrupt), and the form can show without them.
 * - `preload()` starts the fetch: the page calls it when a field first takes focus, so the
 *   checks are in long before the user has typed a password.
 * - `resolver` is react-hook-form's: a submit that comes first (a password manager fills the
 *   form and submits it) waits for the fetch, the button already saying the form is busy.
 * - If the checks cannot be fetched, the values go to the server unchecked: it runs the same
 *   core schema and answers with the same messages, and a connection too poor for this script
 *   is reported by the request itself. The next use tries the fetch again.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values, unknown, Values>>,
) {
  let loading: Promise<Resolver<Values, unknown, Values>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values, unknown, Values> = async (values, context, options) => {
    const check = await loaded().catch(() => undefined);
    return check ? check(values, context, options) : { values, errors: {} };
  };
  return {
    resolver,
    preload: () => {
      loaded().catch(() => undefined);
    },
  };
}
