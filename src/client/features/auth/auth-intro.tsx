import { CheckIcon } from '../../components/ui/icons';
import { authCopy } from './auth.copy';

const copy = authCopy.intro;

/** The welcome column beside the sign-in card: the page's h1 and why an account is worth it. */
export function AuthIntro() {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{copy.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {copy.title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{copy.lead}</p>
      <ul className="mt-8 hidden space-y-3 sm:block">
        {copy.perks.map((perk) => (
          <li key={perk} className="flex items-start gap-3 text-slate-800">
            <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-900">
              <CheckIcon className="h-3.5 w-3.5" />
            </span>
            {perk}
          </li>
        ))}
      </ul>
    </div>
  );
}
