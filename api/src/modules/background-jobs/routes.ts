import { contract } from '@tradesim/core/contract';
import { implement } from '../../http/route.js';
import * as jobs from './service.js';

export const backgroundJobRoutes = [
  implement(contract.admin.jobs.get, ({ ctx, params }) => jobs.getBackgroundJob(ctx, params.id)),
];
