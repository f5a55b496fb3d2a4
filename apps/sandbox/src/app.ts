import Fastify from 'fastify';
import { smsRoutes } from './sms/sms.routes';

export interface SandboxConfig {
  smsApiKey: string;
  logger?: boolean;
}

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env) {
  // A blank value counts as unset, as in the API's configuration.
  const port = env.SANDBOX_PORT?.trim() ? Number(env.SANDBOX_PORT) : 4010;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `Invalid configuration: SANDBOX_PORT: must be a number 0–65535 (got "${env.SANDBOX_PORT}")`,
    );
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    smsApiKey: env.SMS_API_KEY || 'kosh-sandbox-sms-key',
  };
}

/** The provider sandbox: one HTTP server playing every outside party Kosh talks to. */
export async function buildSandbox(config: SandboxConfig) {
  const app = Fastify({ logger: config.logger ?? false });
  app.get('/', async () => ({
    name: 'Kosh provider sandbox',
    providers: { sms: { send: 'POST /sms/messages', outbox: 'GET /sms/messages?to=<mobile>' } },
  }));
  await app.register(smsRoutes({ apiKey: config.smsApiKey }));
  return app;
}
