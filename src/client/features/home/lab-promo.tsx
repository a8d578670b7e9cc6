import { buttonClasses } from '../../components/ui/button';
import { ArrowRightIcon, CheckIcon } from '../../components/ui/icons';
import { ENGLISH_LANG } from '../../components/ui/english';
import { localePath } from '../../i18n/locale-path';
import { homeCopy } from './home.copy';

const copy = homeCopy.labs;

// A real step of a real lab (docker-fundamentals/docker-write-a-dockerfile, step 2), in its root shell.
const TERMINAL: { kind: 'command' | 'output' | 'done'; text: string }[] = [
  { kind: 'command', text: 'docker run -d --name status -p 8080:8080 status-page:1.0' },
  { kind: 'output', text: '3f2a9c61d0be47e8a5c2b7d94e1f60a8c3d5b2e7f9041a6c8d2e5b7f9a1c3e50' },
  { kind: 'command', text: "docker ps --format '{{.Names}}  {{.Status}}  {{.Ports}}'" },
  { kind: 'output', text: 'status  Up 4 seconds  0.0.0.0:8080->8080/tcp' },
  { kind: 'command', text: 'curl -s http://localhost:8080/ | grep h1' },
  { kind: 'output', text: '<h1>Shikhon Shop status</h1>' },
  { kind: 'done', text: copy.stepPassed },
];

export function LabPromo() {
  return (
    <section aria-labelledby="home-labs-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid items-center gap-10 overflow-hidden rounded-xl bg-gradient-to-br from-indigo-900 via-brand-900 to-brand-800 p-6 text-white shadow-lg sm:p-10 lg:grid-cols-2 lg:p-14">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">
              {copy.eyebrow}
            </p>
            <h2 id="home-labs-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {copy.title}
            </h2>
            <p className="mt-4 text-lg text-slate-100">{copy.lead}</p>
            <ul className="mt-6 space-y-3">
              {copy.points.map((point) => (
                <li key={point} className="flex items-start gap-3 text-slate-100">
                  <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-brand-100" />
                  {point}
                </li>
              ))}
            </ul>
            <a href={localePath('/labs')} className={buttonClasses('light', 'lg', 'mt-8')}>
              {copy.explore}
              <ArrowRightIcon />
            </a>
          </div>
          <div
            aria-hidden="true"
            className="min-w-0 rounded-xl bg-slate-950 p-5 font-mono text-xs shadow-xl sm:text-sm ring-1 ring-white/10"
          >
            <div className="mb-4 flex gap-2">
              <span className="h-3 w-3 rounded-full bg-red-400" />
              <span className="h-3 w-3 rounded-full bg-amber-300" />
              <span className="h-3 w-3 rounded-full bg-green-400" />
            </div>
            <div className="space-y-1 leading-relaxed break-words whitespace-pre-wrap">
              {TERMINAL.map((line) =>
                line.kind === 'command' ? (
                  <p key={line.text} lang={ENGLISH_LANG} className="text-slate-100">
                    <span className="text-green-300">root@lab:~/status-page#</span> {line.text}
                  </p>
                ) : (
                  <p
                    key={line.text}
                    // The lab's own output is English; the check's verdict is in the page's language.
                    lang={line.kind === 'done' ? undefined : ENGLISH_LANG}
                    className={line.kind === 'done' ? 'text-brand-100' : 'text-slate-300'}
                  >
                    {line.text}
                  </p>
                ),
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
