import { zodResolver } from '@hookform/resolvers/zod';
import { isAppError } from '@tradesim/sdk';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useServerError } from '../../lib/use-server-error.js';

/** What both sign-in forms send: the core schemas of user and admin sign-in have this shape. */
export interface SignInValues {
  email: string;
  password: string;
  code?: string | undefined;
}

interface SignInFormOptions {
  schema: z.ZodType<SignInValues, SignInValues>;
  signIn(values: SignInValues): Promise<unknown>;
  /** After the session is in: the app navigates on. */
  onSignedIn(): void;
  /** The red box's text for a refusal. */
  failureMessage(error: unknown): string;
  /** A message the page opens with (the admin's "session ended"). */
  initialError?: string | null;
}

/**
 * The sign-in form of both apps: fields checked by the core schema, the service's refusal in
 * the red box (dropped on every new attempt), and the code field once the server answers
 * MFA_REQUIRED: not a failure but the next step, so it appears focused and explains itself.
 */
export function useSignInForm({
  schema,
  signIn,
  onSignedIn,
  failureMessage,
  initialError,
}: SignInFormOptions) {
  const { serverError, setServerError, afresh } = useServerError(initialError ?? null);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignInValues, unknown, SignInValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  useEffect(() => {
    if (needsCode) form.setFocus('code');
  }, [needsCode, form]);

  const submit = afresh(
    form.handleSubmit(async (values) => {
      try {
        await signIn(values);
        onSignedIn();
      } catch (error) {
        if (isAppError(error) && error.code === 'MFA_REQUIRED') setNeedsCode(true);
        else setServerError(failureMessage(error));
      }
    }),
  );
  return { form, needsCode, serverError, submit };
}
