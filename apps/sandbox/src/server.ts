import { buildSandbox, loadSandboxConfig } from './app';

async function main() {
  const config = loadSandboxConfig();
  const app = await buildSandbox({ ...config, logger: false });
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await app.listen({ host: config.host, port: config.port });
  console.log(
    `Kosh sandbox on http://${config.host}:${config.port} (SMS outbox: /sms/messages?to=<mobile>; ` +
      `payment gateway: /v1/orders, checkout /v1/checkout.js, webhooks to ${config.webhookUrl}; ` +
      `recharge aggregator: /aggregator/v1; KYC provider: /kyc/v1)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
