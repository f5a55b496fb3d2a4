import { useI18n } from '@/lib/i18n/i18n';

/** A form-level message (the spec's screen messages), announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  const { tm } = useI18n();
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
    >
      {tm(message)}
    </p>
  );
}
