import { useUser } from '@/features/auth/api/get-user';
import { useI18n } from '@/lib/i18n/i18n';

/** "Hello, {name}" with the name user/get answers (it may have changed since the login). */
export function SignedInGreeting({ token, name }: { token: string; name: string }) {
  const { t } = useI18n();
  const user = useUser(token);
  return t('home.hello', { name: user.data?.data.name ?? name });
}
