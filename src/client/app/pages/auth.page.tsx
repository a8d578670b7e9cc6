import { AuthCard } from '../../features/auth/auth-card';
import { AuthIntro } from '../../features/auth/auth-intro';
import { authCopy } from '../../features/auth/auth.copy';
import type { PageModule } from '../page';

function AuthPage() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-16">
        <AuthIntro />
        <div className="mx-auto w-full max-w-md lg:mr-0">
          <AuthCard />
        </div>
      </div>
    </div>
  );
}

export const page: PageModule = {
  Page: AuthPage,
  meta: () => ({ ...authCopy.meta }),
};
