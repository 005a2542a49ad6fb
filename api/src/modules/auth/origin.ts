/** Where a request came from, as sessions and the sign-in log record it (see requestOrigin). */
export interface Origin {
  ipAddress: string | null;
  userAgent: string | null;
}
