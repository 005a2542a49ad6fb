/**
 * @tradesim/ui-kit/sdk/sign-in: the sign-in form both apps' login pages share. A separate entry
 * from @tradesim/ui-kit/sdk, which every screen's shell imports: the form library comes with this
 * one, so it is fetched and evaluated with the login page, not with every first load.
 */
export { SignInFields } from './sign-in-fields.js';
export { type SignInValues, useSignInForm } from './use-sign-in-form.js';
