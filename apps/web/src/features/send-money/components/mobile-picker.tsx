import { Contact } from 'lucide-react';
import { MobileField } from '@/components/ui/mobile-field';
import { useRecentTransfers } from '../api/transfers';
import { useSendMoneyT } from '../messages';
import { canPickContact, pickContactNumber } from '../utils/contacts';
import { recentNumbers } from '../utils/forms';

/**
 * The receiver's mobile number: typed, picked from the phone's contacts where the browser offers
 * them, or one tap on a number sent to lately.
 */
export function MobilePicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (mobile: string) => void;
  error?: string;
}) {
  const t = useSendMoneyT();
  const recent = useRecentTransfers();
  const numbers = recent.data ? recentNumbers(recent.data) : [];
  return (
    <div className="space-y-2">
      <MobileField
        label={t('mobile')}
        value={value}
        onChange={onChange}
        error={error}
        trailing={
          canPickContact() ? (
            <button
              type="button"
              aria-label={t('pickContact')}
              className="rounded-lg p-2 text-brand-700 hover:bg-brand-50"
              onClick={() => {
                void pickContactNumber().then((mobile) => mobile && onChange(mobile));
              }}
            >
              <Contact size={20} aria-hidden="true" />
            </button>
          ) : undefined
        }
      />
      {numbers.length > 0 && (
        <div>
          <p className="text-sm text-ink-muted" id="recent-numbers">
            {t('recent')}
          </p>
          <ul className="mt-1 flex flex-wrap gap-2" aria-labelledby="recent-numbers">
            {numbers.map((mobile) => (
              <li key={mobile}>
                <button
                  type="button"
                  className="rounded-full border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  onClick={() => onChange(mobile)}
                >
                  {mobile}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
