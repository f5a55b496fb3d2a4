/**
 * The password a customer just logged in with, when the server says it is a temporary one: held
 * in memory only (never stored) for the new-password screen, so the customer is not asked to type
 * the SMS's password twice. A reload forgets it, and the screen then asks for it instead.
 */
let held: string | undefined;

export function holdLoginPassword(password: string) {
  held = password;
}

export function heldLoginPassword(): string | undefined {
  return held;
}

/** Once the new password is set, or the customer leaves. */
export function forgetLoginPassword() {
  held = undefined;
}
