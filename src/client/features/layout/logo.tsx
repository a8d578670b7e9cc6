import { localePath } from '../../i18n/locale-path';
import { layoutCopy } from './layout.copy';

export function Logo() {
  return (
    <a href={localePath('/')} className="flex items-center gap-2 rounded-md">
      <span
        aria-hidden="true"
        className="flex h-9 w-9 shrink-0 items-center max-[359px]:hidden justify-center rounded-lg bg-gradient-to-br from-brand-700 to-indigo-700 text-lg font-black text-white"
      >
        S
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold text-slate-900">Shikhon Academy</span>
        <span className="text-xs text-slate-600">{layoutCopy.tagline}</span>
      </span>
    </a>
  );
}
