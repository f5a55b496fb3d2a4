import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { TextCustomer } from '../lib/customer-sms';
import type { Clock, FaultInjector } from '../lib/faults';
import type { FileStore } from '../providers/files/file-store';
import type { Logger } from '../lib/log-context';
import type { Observe, PaymentSettled } from '../lib/metrics';
import type { SmsProvider } from '../providers/sms/sms.port';

/**
 * What every module may build its repositories and services from: the process's shared parts.
 * A module that needs another module's service takes it as a further, named dependency.
 */
export interface ModuleDeps {
  db: Db;
  config: Config;
  sms: SmsProvider;
  files: FileStore;
  /** Texts a customer after the fact (never fails the caller). */
  text: TextCustomer;
  clock: Clock;
  faults: FaultInjector;
  log: Logger;
  /** Counts a settled payment for the metrics (none in a CLI). */
  settled?: PaymentSettled;
  /** Times a ledger operation a module runs itself (a group commit's hold) for the metrics. */
  ledgerTimed?: Observe;
}

/** A module: the services it offers the others (and the tests), and its routes under /api. */
export interface KoshModule<Services> {
  services: Services;
  routes: (api: FastifyInstance) => Promise<void>;
}
