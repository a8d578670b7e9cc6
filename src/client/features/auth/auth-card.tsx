import type { AuthMode } from './auth-form';
import { Tabs } from '../../components/ui/tabs';
import { useSession } from '../../lib/session';
import { AuthPanel } from './auth-panel';
import { useAuthAttempts, useAuthPageEffects } from './use-auth-attempts';
import { useAuthTab } from './use-auth-tab';
import { localePath } from '../../i18n/locale-path';
import { authCopy } from './auth.copy';

/** The Sign In / Sign Up card: email and password, or Google (docs/product-rules.md, Accounts and Toasts). */
export function AuthCard({
  navigate = (href) => window.location.assign(localePath(href)),
}: {
  /** Where a successful sign-in leads (tests pass their own). */
  navigate?: (href: string) => void;
} = {}) {
  const [tab, selectTab] = useAuthTab();
  const session = useSession();
  const { attempt, unverifiedEmail, submit, google } = useAuthAttempts(navigate);
  useAuthPageEffects(session.status);

  const panel = (mode: AuthMode) => (
    <AuthPanel
      mode={mode}
      attempt={attempt}
      unverifiedEmail={unverifiedEmail}
      google={google}
      submit={submit}
    />
  );

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      <Tabs
        label={authCopy.tabs.label}
        selected={tab}
        onSelect={selectTab}
        className="[&_[role=tab]]:flex-1 [&>[role=tablist]]:w-full"
        items={[
          { key: 'signin', label: authCopy.tabs.signIn, panel: panel('sign-in') },
          { key: 'signup', label: authCopy.tabs.signUp, panel: panel('sign-up') },
        ]}
      />
    </div>
  );
}
