import { clsx } from 'clsx';
import { Globe, Upload } from 'lucide-react';
import { useId } from 'react';
import { KYC_METHODS, type KycMethod } from '@kosh/contract/kyc';
import { useKycT } from '../messages';

const ICONS = { online: Globe, offline: Upload } as const;

/**
 * Online KYC (the default) or Offline KYC (docs/product-1.md §2): a segmented control made of native radio
 * buttons, so arrows move between them and a screen reader hears a group of two choices.
 */
export function MethodToggle({
  value,
  onChange,
}: {
  value: KycMethod;
  onChange: (method: KycMethod) => void;
}) {
  const t = useKycT();
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-ink">{t('methodLabel')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-2xl border border-line bg-surface p-1">
        {KYC_METHODS.map((method) => {
          const Icon = ICONS[method];
          const checked = value === method;
          return (
            <label
              key={method}
              className={clsx(
                'relative flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl px-2 py-2 text-center transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                checked
                  ? 'bg-brand-600 text-white dark:bg-brand-500 dark:text-canvas'
                  : 'text-ink hover:bg-canvas',
              )}
            >
              <input
                type="radio"
                name={name}
                value={method}
                checked={checked}
                onChange={() => onChange(method)}
                aria-describedby={`${name}-${method}-hint`}
                // The whole segment is the radio button: a tap anywhere on it chooses.
                className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span className="flex items-center gap-1.5 text-sm font-semibold">
                <Icon size={16} aria-hidden="true" />
                {t(`method.${method}`)}
              </span>
              {/* Its description, not part of its name ("Online KYC"). */}
              <span
                id={`${name}-${method}-hint`}
                aria-hidden="true"
                className={clsx(
                  'text-xs',
                  checked ? 'text-white/90 dark:text-canvas/90' : 'text-ink-muted',
                )}
              >
                {t(`method.${method}Hint`)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
