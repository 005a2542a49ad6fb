import { type FormEvent, useCallback, useState } from 'react';

/**
 * The service's refusal of a sign-in form's last attempt, for AuthForm's red box. It answers
 * the values that were sent, so every new attempt drops it first: also one that the fields' own
 * checks stop, where react-hook-form's handleSubmit never calls the handler that would clear it.
 * `initial`: a message the screen opens with (the admin's "session ended").
 */
export function useServerError(initial: string | null = null) {
  const [serverError, setServerError] = useState<string | null>(initial);
  const afresh = useCallback(
    (submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      setServerError(null);
      void submit(event);
    },
    [],
  );
  return { serverError, setServerError, afresh };
}
