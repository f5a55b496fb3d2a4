// Every table, for drizzle's query builder and drizzle-kit's migration generator.
export * from '../modules/users/users.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/ledger/ledger.tables';
export * from '../modules/content/content.tables';
export * from '../modules/contact/contact.tables';
export * from '../modules/platform/platform.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/wallet/wallet.tables';
export * from '../modules/catalogue/catalogue.tables';
export * from '../modules/recharges/recharges.tables';
export * from '../modules/kyc/kyc.tables';
export * from '../modules/hotels/hotels.tables';
export * from '../modules/support/support.tables';
export * from '../modules/sms-outbox/sms-outbox.tables';
export * from '../modules/payment-auth/payment-auth.tables';
