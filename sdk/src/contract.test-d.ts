/**
 * A type test, checked by `npm run typecheck`: every SDK method answers exactly what its route's
 * contract says. An SDK call whose response type is changed (a cast, an annotation, a hand-written
 * request) without its contract fails to compile here, naming the method.
 */
import type { Contract, ResponseOf, RouteContract } from '@tradesim/core/contract';
import type { TradesimClient } from './client.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** A 204's nothing may be answered as `undefined` (the call itself) or `void` (a method that awaits it). */
type Answers<A, E> = Equal<A, E> extends true ? true : [E] extends [undefined] ? Equal<A, void> : false;

/** A streamed body is read for the caller: text as a string, anything else as a Blob. */
type Expected<C extends RouteContract> = C extends { produces: { contentType: `text/${string}` } }
  ? string
  : C extends { produces: object }
    ? Blob
    : ResponseOf<C>;

/**
 * Routes no SDK method calls, each for a reason: the load balancer's probes, and images the apps
 * show by URL (`<img src>`).
 */
type NotCalledBySdk = 'probes.live' | 'probes.ready' | 'wallet.paymentQr';

/**
 * Methods that answer something else than the route on purpose, each for a reason given where the
 * method is written: `auth.refresh` goes through the client's one shared refresh and answers the
 * new session (sdk/src/resources/auth.ts); staff sign-in and invitation acceptance narrow the
 * session to the kind asked for (a bearer token or the console's cookie), and keep it in the
 * client's store.
 */
type AdaptedBySdk = 'auth.refresh' | 'admin.auth.login' | 'admin.auth.acceptInvite';

type Method<S, K> = K extends keyof S ? S[K] : undefined;

/** The names (`wallet.withdraw`) of the contracts the SDK does not answer as they say. */
type Mismatches<C, S, Prefix extends string = ''> = {
  [K in keyof C & string]: C[K] extends RouteContract
    ? `${Prefix}${K}` extends NotCalledBySdk | AdaptedBySdk
      ? never
      : Method<S, K> extends (...args: never[]) => infer R
        ? Answers<Awaited<R>, Expected<C[K]>> extends true
          ? never
          : `${Prefix}${K}`
        : `${Prefix}${K}`
    : Mismatches<C[K], Method<S, K>, `${Prefix}${K}.`>;
}[keyof C & string];

type Found = Mismatches<Contract, TradesimClient>;
/** Fails to compile with the mismatching names as the type it expected. */
export const everySdkMethodAnswersItsContract: [Found] extends [never] ? true : Found = true;
