import { isAppError } from '@tradesim/sdk';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useServerError } from '../../lib/use-server-error.js';

/** What both sign-in forms send: the core schemas of user and admin sign-in have this shape. */
export interface SignInValues {
  email: string;
  password: string;
  code?: string | undefined;
}

interface SignInFormOptions {
  /** The core schema's checks: zodResolver(schema), or a lazyResolver that fetches them on first use. */
  resolver: Resolver<SignInValues, unknown, SignInValues>;
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
  resolver,
  signIn,
  onSignedIn,
  failureMessage,
  initialError,
}: SignInFormOptions) {
  const { serverError, setServerError, afresh } = useServerError(initialError ?? null);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignInValues, unknown, SignInValues>({
    resolver,
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
