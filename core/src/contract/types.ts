import type { z } from 'zod';
import type { RouteContract } from './define.js';

/** What a caller sends in one part of a request (the schema's input: `amount` may be a number). */
type Sent<S> = S extends z.ZodType ? z.input<S> : never;
/** What the server reads after parsing (the schema's output: `amount` is the normalised string). */
type Read<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ParamsOf<C extends RouteContract> = C extends { params: infer S } ? Sent<S> : undefined;
export type QueryOf<C extends RouteContract> = C extends { query: infer S } ? Sent<S> : undefined;
export type BodyOf<C extends RouteContract> = C extends { body: infer S } ? Sent<S> : undefined;

export type ParsedParams<C extends RouteContract> = C extends { params: infer S } ? Read<S> : undefined;
export type ParsedQuery<C extends RouteContract> = C extends { query: infer S } ? Read<S> : undefined;
export type ParsedBody<C extends RouteContract> = C extends { body: infer S } ? Read<S> : undefined;

/** The 200/201 answer: the response's output type, or nothing (a 204: `undefined`). */
type Answered<C extends RouteContract> = C extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a client receives: the answer, or the 202's body of a change waiting for a second member. */
export type ResponseOf<C extends RouteContract> = C extends { accepted: infer S extends z.ZodType }
  ? Answered<C> | z.output<S>
  : Answered<C>;

/** What a handler may return for the response (its input type: the schema then shapes it). */
export type ResultOf<C extends RouteContract> = C extends { response: infer S extends z.ZodType }
  ? z.input<S>
  : unknown;
