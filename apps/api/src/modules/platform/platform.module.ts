import type { Db } from '../../db/client';
import type { KoshModule } from '../module-deps';
import { createJobRunsRepository } from './job-runs.repository';
import { createOperationsRepository } from './operations.repository';
import { operationsAdminRoutes } from './operations-admin.routes';
import { createOperationsService } from './operations.service';

/** The fleet's own records: background job runs and the operator's overview. */
export function createPlatformModule(deps: { db: Db }) {
  const jobRuns = createJobRunsRepository(deps.db);
  const operations = createOperationsService({
    jobRuns,
    operations: createOperationsRepository(deps.db),
  });
  return {
    services: { jobRuns, operations },
    routes: operationsAdminRoutes(operations),
  } satisfies KoshModule<object>;
}
