import type { AnyRoute } from '../../http/route.js';

export const adminReviewRoutes: AnyRoute[] = [];
