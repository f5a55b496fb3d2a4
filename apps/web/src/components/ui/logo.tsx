export function Logo({ className = 'h-10 w-10 shrink-0' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="var(--color-brand-600)" />
      <path d="M20 16h7v13l12-13h9L35 30l14 18h-9l-10-13-3 3v10h-7z" fill="#fff" />
    </svg>
  );
}
