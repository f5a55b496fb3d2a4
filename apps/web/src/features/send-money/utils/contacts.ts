/** The Contact Picker API, where the phone's browser has it (Chrome on Android). */
interface ContactsManager {
  select: (properties: 'tel'[], options?: { multiple?: boolean }) => Promise<{ tel?: string[] }[]>;
}

const contactsOf = (): ContactsManager | undefined =>
  (navigator as Navigator & { contacts?: ContactsManager }).contacts;

export const canPickContact = () => typeof navigator !== 'undefined' && contactsOf() !== undefined;

/** A contact's number as the mobile box takes it: its last ten digits (no +91, spaces, dashes). */
export function mobileFromContact(tel: string): string {
  const digits = tel.replace(/\D/g, '');
  return digits.slice(-10);
}

/** Asks the phone for one contact's number; null when the customer closes the picker. */
export async function pickContactNumber(): Promise<string | null> {
  const manager = contactsOf();
  if (!manager) return null;
  const [contact] = await manager.select(['tel'], { multiple: false });
  const tel = contact?.tel?.[0];
  return tel ? mobileFromContact(tel) : null;
}
