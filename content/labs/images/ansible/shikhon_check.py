# The stdout callback of check-playbook (read-only in /usr/lib/shikhon/ansible/callback): records,
# for every task result on every host (each loop item apart), the module Ansible resolved, the
# status and the module's arguments, and at the end writes one JSON document to the file
# descriptor named by SHIKHON_CHECK_FD (a pipe check-playbook opened; modules and lookups that run
# processes do not inherit it). It prints nothing else.
from __future__ import annotations

import json
import os

from ansible.plugins.callback import CallbackBase

DOCUMENTATION = '''
    name: shikhon_check
    type: stdout
    short_description: machine-readable results for the academy's checks
    description: Writes every task result as JSON to the file descriptor SHIKHON_CHECK_FD.
'''


def _plain(value):
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return str(value)


class CallbackModule(CallbackBase):
    CALLBACK_VERSION = 2.0
    CALLBACK_TYPE = 'stdout'
    CALLBACK_NAME = 'shikhon_check'

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.results = []
        self.errors = []

    def _record(self, result, status):
        task = result._task
        raw = {k: _plain(v) for k, v in (task.args or {}).items() if not k.startswith('_')}
        items = result._result.get('results') if isinstance(result._result.get('results'), list) else None
        entries = items if items else [result._result]
        for entry in entries:
            if not isinstance(entry, dict):
                continue
            state = status
            if items:  # a loop: each item's own outcome
                if entry.get('skipped'):
                    state = 'skipped'
                elif entry.get('failed'):
                    state = 'failed'
                elif entry.get('changed'):
                    state = 'changed'
                else:
                    state = 'ok'
            args = dict(raw)
            invocation = entry.get('invocation') or {}
            for key, value in (invocation.get('module_args') or {}).items():
                if value is not None:
                    args[key] = _plain(value)
            self.results.append({
                'host': result._host.get_name(),
                'task': task.get_name(),
                'action': task.resolved_action or task.action,
                'status': state,
                'delegated': bool(task.delegate_to),
                'args': args,
                'msg': str(entry.get('msg', ''))[:300],
            })
            if isinstance(entry.get('ansible_facts'), dict) and (task.resolved_action or '').endswith('setup'):
                self.results[-1]['facts'] = _plain(entry['ansible_facts'])

    def v2_runner_on_ok(self, result):
        self._record(result, 'changed' if result._result.get('changed') else 'ok')

    def v2_runner_on_failed(self, result, ignore_errors=False):
        self._record(result, 'ignored' if ignore_errors else 'failed')

    def v2_runner_on_skipped(self, result):
        self._record(result, 'skipped')

    def v2_runner_on_unreachable(self, result):
        self._record(result, 'unreachable')

    def v2_playbook_on_no_hosts_matched(self):
        self.errors.append('no hosts matched')

    def v2_playbook_on_stats(self, stats):
        hosts = {}
        for host in sorted(stats.processed.keys()):
            hosts[host] = stats.summarize(host)
        fd = os.environ.get('SHIKHON_CHECK_FD')
        if not fd:
            return
        with os.fdopen(int(fd), 'w') as out:
            json.dump({'stats': hosts, 'results': self.results, 'errors': self.errors}, out)
