import { buttonClasses } from '../../components/ui/button';
import { ArrowRightIcon, CheckIcon } from '../../components/ui/icons';

const LAB_POINTS = [
  'A ready-made environment opens in seconds',
  'Guided tasks with instant checks',
  'Break things safely and start again',
];

const TERMINAL: { kind: 'command' | 'output' | 'done'; text: string }[] = [
  { kind: 'command', text: 'kubectl create deployment web --image=nginx' },
  { kind: 'output', text: 'deployment.apps/web created' },
  { kind: 'command', text: 'kubectl scale deployment web --replicas=3' },
  { kind: 'output', text: 'deployment.apps/web scaled' },
  { kind: 'command', text: 'kubectl get pods' },
  { kind: 'output', text: 'web-7d9c5b6f4-2xkqp   1/1   Running' },
  { kind: 'output', text: 'web-7d9c5b6f4-8hzlm   1/1   Running' },
  { kind: 'output', text: 'web-7d9c5b6f4-tq4vn   1/1   Running' },
  { kind: 'done', text: '✔ Task complete: +50 XP' },
];

export function LabPromo() {
  return (
    <section aria-labelledby="home-labs-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid items-center gap-10 overflow-hidden rounded-xl bg-gradient-to-br from-indigo-900 via-brand-900 to-brand-800 p-6 text-white shadow-lg sm:p-10 lg:grid-cols-2 lg:p-14">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">
              Hands-on labs
            </p>
            <h2 id="home-labs-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              Practise in real cloud environments
            </h2>
            <p className="mt-4 text-lg text-slate-100">
              Reading about Kubernetes is not the same as running it. Our labs give you real
              clusters, servers and cloud accounts in the browser, so you learn by doing from day
              one.
            </p>
            <ul className="mt-6 space-y-3">
              {LAB_POINTS.map((point) => (
                <li key={point} className="flex items-start gap-3 text-slate-100">
                  <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-brand-100" />
                  {point}
                </li>
              ))}
            </ul>
            <a href="/labs" className={buttonClasses('light', 'lg', 'mt-8')}>
              Explore Labs
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
                  <p key={line.text} className="text-slate-100">
                    <span className="text-green-300">learner@lab:~$</span> {line.text}
                  </p>
                ) : (
                  <p
                    key={line.text}
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
