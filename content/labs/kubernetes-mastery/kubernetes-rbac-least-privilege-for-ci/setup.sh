#!/bin/bash
set -e
# The offline 'kubectl auth can-i' the lab's steps use.
cat > /usr/local/bin/rbac-can-i <<'TOOL'
#!/usr/bin/python3
"""rbac-can-i: answer `kubectl auth can-i` offline, from RBAC manifests instead of a cluster.

  rbac-can-i VERB RESOURCE[/NAME] [-n NAMESPACE] --as=SUBJECT -f FILE_OR_FOLDER...
  rbac-can-i VERB RESOURCE[/NAME] [-n NAMESPACE] --role=[NAMESPACE/]NAME -f FILE_OR_FOLDER...

SUBJECT is system:serviceaccount:NAMESPACE:NAME or a user name. RESOURCE may carry its group
(deployments.apps) and a subresource (pods/log); with a NAME it is written RESOURCE/NAME for
top-level resources only. Prints yes or no and exits 0 for yes, 1 for no (like kubectl).
The built-in ClusterRoles cluster-admin, admin, edit and view are known, in simplified form.
"""
import argparse
import glob
import os
import sys

import yaml

GROUPS = {
    "pods": "", "pods/log": "", "pods/exec": "", "pods/portforward": "", "services": "",
    "secrets": "", "configmaps": "", "serviceaccounts": "", "serviceaccounts/token": "",
    "persistentvolumeclaims": "", "events": "", "endpoints": "", "namespaces": "", "nodes": "",
    "persistentvolumes": "", "deployments": "apps", "deployments/scale": "apps",
    "replicasets": "apps", "statefulsets": "apps", "daemonsets": "apps", "jobs": "batch",
    "cronjobs": "batch", "ingresses": "networking.k8s.io", "networkpolicies": "networking.k8s.io",
    "roles": "rbac.authorization.k8s.io", "rolebindings": "rbac.authorization.k8s.io",
    "clusterroles": "rbac.authorization.k8s.io", "clusterrolebindings": "rbac.authorization.k8s.io",
    "horizontalpodautoscalers": "autoscaling",
}
CLUSTER_SCOPED = {"nodes", "namespaces", "persistentvolumes", "clusterroles", "clusterrolebindings"}
READ = ["get", "list", "watch"]
WRITE = ["create", "update", "patch", "delete", "deletecollection"]
NAMESPACED = sorted(set(GROUPS) - CLUSTER_SCOPED)
BUILTIN = {
    "cluster-admin": [{"apiGroups": ["*"], "resources": ["*"], "verbs": ["*"]}],
    "admin": [{"apiGroups": ["*"], "resources": NAMESPACED, "verbs": READ + WRITE}],
    "edit": [{"apiGroups": ["*"], "resources": [r for r in NAMESPACED if not r.startswith(("roles", "rolebindings"))], "verbs": READ + WRITE}],
    "view": [{"apiGroups": ["*"], "resources": [r for r in NAMESPACED if r not in ("secrets", "pods/exec", "pods/portforward", "serviceaccounts/token", "roles", "rolebindings")], "verbs": READ}],
}


def load(paths):
    objects = []
    for path in paths:
        files = sorted(glob.glob(os.path.join(path, "*.y*ml"))) if os.path.isdir(path) else [path]
        for f in files:
            try:
                with open(f) as handle:
                    objects += [d for d in yaml.safe_load_all(handle) if isinstance(d, dict)]
            except (OSError, yaml.YAMLError) as err:
                sys.exit(f"rbac-can-i: cannot read {f}: {err}")
    return objects


def rules_of(objects, kind, name, namespace):
    for o in objects:
        meta = o.get("metadata") or {}
        if o.get("kind") == kind and meta.get("name") == name and (kind == "ClusterRole" or meta.get("namespace", "default") == namespace):
            return o.get("rules") or []
    if kind == "ClusterRole" and name in BUILTIN:
        return BUILTIN[name]
    return []


def rule_allows(rule, verb, group, resource, name):
    def has(values, value):
        return "*" in (values or []) or value in (values or [])
    if not has(rule.get("verbs"), verb) or not has(rule.get("apiGroups"), group):
        return False
    if not has(rule.get("resources"), resource):
        return False
    names = rule.get("resourceNames") or []
    return not names or (name is not None and name in names)


def subject_matches(subject, binding_ns, user, groups):
    kind, name = subject.get("kind"), subject.get("name")
    if kind == "ServiceAccount":
        ns = subject.get("namespace") or (binding_ns if binding_ns else None)
        return ns is not None and user == f"system:serviceaccount:{ns}:{name}"
    if kind == "User":
        return user == name
    if kind == "Group":
        return name in groups
    return False


def main():
    p = argparse.ArgumentParser(prog="rbac-can-i", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("verb")
    p.add_argument("resource")
    p.add_argument("-n", "--namespace", default="default")
    p.add_argument("--as", dest="subject")
    p.add_argument("--role")
    p.add_argument("-f", "--filename", action="append", required=True)
    a = p.parse_args()
    if bool(a.subject) == bool(a.role):
        p.error("give exactly one of --as and --role")
    resource, name = a.resource, None
    parts = resource.split("/")
    if len(parts) == 2 and parts[0].split(".")[0] + "/" + parts[1] not in GROUPS:
        resource, name = parts
    base, _, group = resource.partition(".")
    if "/" in resource:
        base, group = resource, ""
    if not group:
        group = GROUPS.get(base, "")
    objects = load(a.filename)
    allowed = False
    if a.role:
        ns, _, rname = a.role.rpartition("/")
        kind = "Role" if ns else "ClusterRole"
        allowed = any(rule_allows(r, a.verb, group, base, name) for r in rules_of(objects, kind, rname, ns))
    else:
        user = a.subject
        groups = {"system:authenticated"}
        if user.startswith("system:serviceaccount:"):
            groups |= {"system:serviceaccounts", "system:serviceaccounts:" + user.split(":")[2]}
        for o in objects:
            kind, meta = o.get("kind"), o.get("metadata") or {}
            if kind not in ("RoleBinding", "ClusterRoleBinding"):
                continue
            bns = meta.get("namespace", "default") if kind == "RoleBinding" else None
            if not any(subject_matches(s, bns, user, groups) for s in o.get("subjects") or []):
                continue
            if kind == "RoleBinding" and (bns != a.namespace or base in CLUSTER_SCOPED):
                continue
            ref = o.get("roleRef") or {}
            rules = rules_of(objects, ref.get("kind"), ref.get("name"), bns)
            if any(rule_allows(r, a.verb, group, base, name) for r in rules):
                allowed = True
                break
    print("yes" if allowed else "no")
    return 0 if allowed else 1


if __name__ == "__main__":
    sys.exit(main())
TOOL
chmod 755 /usr/local/bin/rbac-can-i
mkdir -p /root/rbac
cat > /root/rbac/monitoring.yaml <<'YAML'
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: prometheus
  namespace: monitoring
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata:
  name: metrics-reader
rules:
  - apiGroups: ['']
    resources: ['nodes', 'pods', 'services', 'endpoints']
    verbs: ['get', 'list', 'watch']
YAML
cat > /root/rbac/legacy-ci.yaml <<'YAML'
# Bindings applied by hand in March 2026. Review them during the access audit.
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: prometheus-metrics
subjects:
  - kind: ServiceAccount
    name: prometheus
    namespace: monitoring
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: metrics-reader
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: ci-deployer-admin
subjects:
  - kind: ServiceAccount
    name: ci-deployer
    namespace: shop
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: cluster-admin
YAML
