#!/bin/bash
set -e
# The offline manifest checker the lab's steps use.
cat > /usr/local/bin/check-manifests <<'CHECKER'
#!/usr/bin/python3
"""check-manifests FILE...: offline checks of Kubernetes manifests (no cluster needed).

Reports each problem as `file: Kind/name: [rule] message` and exits 1 if there is any.
Rules: required, apiVersion, selector, ports, image, resources, data, refs.
"""
import base64
import binascii
import re
import sys

import yaml

API_VERSIONS = {
    "Deployment": "apps/v1",
    "Service": "v1",
    "ConfigMap": "v1",
    "Secret": "v1",
    "Ingress": "networking.k8s.io/v1",
}
problems = []


def report(where, rule, message):
    problems.append(f"{where}: [{rule}] {message}")


def quantity(value, cpu):
    text = str(value).strip()
    units = {"m": 0.001} if cpu else {
        "Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40,
        "k": 1e3, "M": 1e6, "G": 1e9, "T": 1e12,
    }
    match = re.fullmatch(r"([0-9]+(?:\.[0-9]+)?)([A-Za-z]*)", text)
    if not match or (match.group(2) and match.group(2) not in units):
        return None
    return float(match.group(1)) * units.get(match.group(2), 1)


def check_containers(where, containers):
    ports = {}
    if not isinstance(containers, list) or not containers:
        report(where, "required", "spec.template.spec.containers must list at least one container")
        return ports
    for c in containers:
        name = c.get("name") or "?"
        here = f"{where} container {name}"
        if not c.get("name"):
            report(where, "required", "every container needs a name")
        image = str(c.get("image") or "")
        if not image:
            report(here, "required", "image is missing")
        elif ":" not in image.split("/")[-1] or image.endswith(":latest"):
            report(here, "image", f"image '{image}' has no fixed tag (use e.g. nginx:1.25, never latest)")
        for p in c.get("ports") or []:
            if not isinstance(p.get("containerPort"), int):
                report(here, "ports", "every ports entry needs a numeric containerPort")
                continue
            ports[p["containerPort"]] = p["containerPort"]
            if p.get("name"):
                ports[p["name"]] = p["containerPort"]
        res = c.get("resources") or {}
        for kind in ("requests", "limits"):
            for key in ("cpu", "memory"):
                if (res.get(kind) or {}).get(key) is None:
                    report(here, "resources", f"resources.{kind}.{key} is missing")
        for key in ("cpu", "memory"):
            req = (res.get("requests") or {}).get(key)
            lim = (res.get("limits") or {}).get(key)
            if req is None or lim is None:
                continue
            r, l = quantity(req, key == "cpu"), quantity(lim, key == "cpu")
            if r is None or l is None:
                report(here, "resources", f"{key} quantity '{req if r is None else lim}' is not valid")
            elif r > l:
                report(here, "resources", f"{key} request {req} is larger than its limit {lim}")
    return ports


def main(paths):
    objects = []
    for path in paths:
        try:
            with open(path) as f:
                docs = [d for d in yaml.safe_load_all(f) if d is not None]
        except (OSError, yaml.YAMLError) as err:
            report(path, "required", f"cannot be read as YAML: {err}")
            continue
        for doc in docs:
            if not isinstance(doc, dict):
                report(path, "required", "a document is not a mapping")
                continue
            kind = doc.get("kind")
            name = (doc.get("metadata") or {}).get("name")
            where = f"{path}: {kind or '?'}/{name or '?'}"
            for field in ("apiVersion", "kind", "metadata"):
                if not doc.get(field):
                    report(where, "required", f"{field} is missing")
            if doc.get("metadata") and not name:
                report(where, "required", "metadata.name is missing")
            want = API_VERSIONS.get(kind)
            if want and doc.get("apiVersion") and doc.get("apiVersion") != want:
                report(where, "apiVersion", f"{kind} uses apiVersion {want}, not {doc.get('apiVersion')}")
            objects.append((where, doc))

    deployments, configmaps, secrets = [], {}, {}
    for where, doc in objects:
        kind, spec = doc.get("kind"), doc.get("spec") or {}
        name = (doc.get("metadata") or {}).get("name")
        if kind == "Deployment":
            template = spec.get("template") or {}
            labels = (template.get("metadata") or {}).get("labels") or {}
            selector = (spec.get("selector") or {}).get("matchLabels") or {}
            if not selector:
                report(where, "selector", "spec.selector.matchLabels is missing")
            for key, value in selector.items():
                if labels.get(key) != value:
                    report(where, "selector", f"selector {key}={value} does not match the pod template labels {labels}")
            ports = check_containers(where, (template.get("spec") or {}).get("containers"))
            deployments.append((name, labels, ports, template, where))
        elif kind == "ConfigMap":
            data = doc.get("data") or {}
            configmaps[name] = set(data)
            for key, value in data.items():
                if not isinstance(value, str):
                    report(where, "data", f"data.{key} is {value!r}, not a string: quote it in YAML")
        elif kind == "Secret":
            data = doc.get("data") or {}
            secrets[name] = set(data) | set(doc.get("stringData") or {})
            for key, value in data.items():
                try:
                    decoded = base64.b64decode(str(value), validate=True)
                except (binascii.Error, ValueError):
                    report(where, "data", f"data.{key} is not valid base64")
                    continue
                if decoded.endswith(b"\n"):
                    report(where, "data", f"data.{key} decodes to a value that ends in a newline")

    for where, doc in objects:
        if doc.get("kind") != "Service":
            continue
        spec = doc.get("spec") or {}
        selector = spec.get("selector") or {}
        if not selector:
            report(where, "selector", "spec.selector is missing, so the Service selects no Pods")
            continue
        matched = [d for d in deployments if all(d[1].get(k) == v for k, v in selector.items())]
        if not matched:
            report(where, "selector", f"selector {selector} matches the Pods of no Deployment in the files checked")
            continue
        ports = matched[0][2]
        for p in spec.get("ports") or []:
            if p.get("port") is None:
                report(where, "ports", "every ports entry needs a port")
                continue
            target = p.get("targetPort", p.get("port"))
            if target not in ports:
                report(where, "ports", f"targetPort {target} is not a containerPort (or port name) of {matched[0][0]}: {sorted(map(str, ports))}")
        if not spec.get("ports"):
            report(where, "ports", "spec.ports is missing")

    for name, labels, ports, template, where in deployments:
        for c in (template.get("spec") or {}).get("containers") or []:
            for src in c.get("envFrom") or []:
                for key, store in (("configMapRef", configmaps), ("secretRef", secrets)):
                    ref = (src.get(key) or {}).get("name")
                    if key in src and ref not in store:
                        report(where, "refs", f"envFrom {key} '{ref}' is not among the files checked")
            for env in c.get("env") or []:
                source = env.get("valueFrom") or {}
                for key, store in (("configMapKeyRef", configmaps), ("secretKeyRef", secrets)):
                    if key not in source:
                        continue
                    ref, item = source[key].get("name"), source[key].get("key")
                    if ref not in store:
                        report(where, "refs", f"env {env.get('name')}: {key} '{ref}' is not among the files checked")
                    elif item not in store[ref]:
                        report(where, "refs", f"env {env.get('name')}: '{ref}' has no key '{item}'")

    for line in problems:
        print(line)
    if problems:
        print(f"{len(problems)} problem(s) found")
        return 1
    print(f"OK: {len(objects)} object(s) checked")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: check-manifests FILE...", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
CHECKER
chmod 755 /usr/local/bin/check-manifests
mkdir -p /root/shop
cat > /root/shop/.yamllint <<'YL'
---
extends: default
rules:
  line-length:
    max: 120
YL
cat > /root/shop/deployment.yaml <<'YAML'
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: shop-api
  labels:
    app: shop-api
spec:
  replicas: 2
  selector:
    matchLabels:
      app: shop-api
      tier: backend
  replicas: 3
  template:
    metadata:
      labels:
        app: shop-api
        tier: api
    spec:
      containers:
        - name: api
          image: registry.example.com/shop/api:1.4.2
          ports:
            - name: http
              containerPort: 8080
          env:
            - name: LOG_LEVEL
              value: info
YAML
