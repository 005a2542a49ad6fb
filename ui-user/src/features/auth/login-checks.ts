import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@tradesim/core';
import type { SignInValues } from '@tradesim/ui-kit/sdk/sign-in';

/** The login form's checks, the core schema the server runs too; login-page.tsx fetches this module on first use. */
export const loginChecks = zodResolver<SignInValues, unknown, SignInValues>(loginRequestSchema);
