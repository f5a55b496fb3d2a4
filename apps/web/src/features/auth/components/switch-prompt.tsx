import { Link } from 'react-router';

/** The line under an auth form that offers the other way in: "New here? Register". */
export function SwitchPrompt({ prompt, to, link }: { prompt: string; to: string; link: string }) {
  return (
    <p className="text-center text-sm text-ink-muted">
      {prompt}{' '}
      <Link to={to} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        {link}
      </Link>
    </p>
  );
}
