/**
 * Imported first by every browser entry (both apps' main.tsx, the offline page). Zod 4 compiles
 * fast parsers with `new Function` when it may; to find out, it tries, and under the apps'
 * Content Security Policy (no 'unsafe-eval', rightly) every page load then reports a CSP
 * violation. Jitless parsing is plenty fast for forms and API answers, and reports nothing.
 */
import { config } from 'zod';

// Called as `config`, not `z.config`: the bundle treats calls on `z` as pure (vite.shared.ts) and
// would drop this one.
config({ jitless: true });
