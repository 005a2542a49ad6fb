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

/** What a client receives: the response's output type, or the 202's, or nothing (204). */
export type ResponseOf<C extends RouteContract> =
  | (C extends { response: infer S extends z.ZodType } ? z.output<S> : void)
  | (C extends { accepted: infer S extends z.ZodType } ? z.output<S> : never);

/** What a handler may return for the response (its input type: the schema then shapes it). */
export type ResultOf<C extends RouteContract> = C extends { response: infer S extends z.ZodType }
  ? z.input<S>
  : unknown;
