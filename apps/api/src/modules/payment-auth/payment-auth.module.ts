import type { FastifyInstance } from 'fastify';
import type { KoshModule, ModuleDeps } from '../module-deps';
import type { UsersService } from '../users/users.service';
import { createAuthorisePaymentService, createPaymentGuard } from './authorise-payment.service';
import { createPasskeyAuthorisationService } from './passkey-authorisation.service';
import { createPasskeysRepository } from './passkeys.repository';
import { passkeysRoutes } from './passkeys.routes';
import { createPaymentAuthRepository } from './payment-auth.repository';
import { paymentAuthRoutes } from './payment-auth.routes';
import { createPinAdminService } from './pin-admin.service';
import { pinAdminRoutes } from './pin-admin.routes';
import { createResetPinService } from './reset-pin.service';
import { createSetPinService } from './set-pin.service';
import { createRegisterPasskeyService } from './register-passkey.service';
import { createRelyingParty } from './relying-party';
import { createPinVerifier } from './verify-pin';

/**
 * Payment authorisation (docs/payment-pin.md, docs/passkeys.md): the customer's PIN and passkeys,
 * and the one-use authorisation that every wallet debit needs once a PIN is set. Debit routes call
 * `requirePaymentAuthorisation`.
 */
export function createPaymentAuthModule(
  deps: Pick<ModuleDeps, 'db' | 'text' | 'clock' | 'sms' | 'config'> & { users: UsersService },
) {
  const { db, text, clock, users } = deps;
  const repo = createPaymentAuthRepository();
  const passkeys = createPasskeysRepository();
  const pinDeps = { db, repo, passkeys, text, clock };
  const rp = createRelyingParty(deps.config.webauthn);
  const verifyPin = createPinVerifier(pinDeps);
  const pin = createSetPinService({ ...pinDeps, users, verifyPin });
  const authorise = createAuthorisePaymentService({ ...pinDeps, verifyPin });
  const paymentAuth = {
    pin,
    authorise,
    requirePaymentAuthorisation: createPaymentGuard(pinDeps),
    /**
     * Unused authorisations, PIN-reset OTPs and passkey challenges a day past their time: nothing
     * can be done with them, and a same-key retry's window (15 minutes) is long over.
     */
    purgeStale: () =>
      db.transaction((tx) => repo.purgeExpiredBefore(tx, new Date(clock().getTime() - 86_400_000))),
  };
  const register = createRegisterPasskeyService({ ...pinDeps, rp, users, verifyPin });
  const withPasskey = createPasskeyAuthorisationService({
    ...pinDeps,
    rp,
    issue: authorise.issue,
  });
  const admin = createPinAdminService({ db, repo, passkeys, clock });
  const reset = createResetPinService({
    db,
    repo,
    users,
    sms: deps.sms,
    otpSecret: deps.config.otpSecret,
    clock,
  });
  const services = { paymentAuth };
  const routes = async (api: FastifyInstance) => {
    await api.register(paymentAuthRoutes({ pin, authorise, reset, withPasskey }));
    await api.register(passkeysRoutes({ register, withPasskey }));
    await api.register(pinAdminRoutes(admin));
  };
  return { services, routes } satisfies KoshModule<typeof services>;
}

export type PaymentAuthServices = ReturnType<
  typeof createPaymentAuthModule
>['services']['paymentAuth'];
