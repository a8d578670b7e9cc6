#!/bin/bash
dir=/root/rbac
SA=system:serviceaccount:shop:ci-deployer
for q in "get secrets -n kube-system" "get secrets -n shop" "delete nodes" "create clusterrolebindings" "delete deployments -n shop"; do
  # shellcheck disable=SC2086
  if /usr/local/bin/rbac-can-i $q --as=$SA -f $dir >/dev/null 2>&1; then
    echo "HINT: with everything in /root/rbac, ci-deployer may still '$q': find the binding that grants it (grep -n ci-deployer /root/rbac/*.yaml) and remove it."
    exit 1
  fi
done
if ! /usr/local/bin/rbac-can-i patch deployments -n shop --as=$SA -f $dir >/dev/null 2>&1; then echo "HINT: ci-deployer can no longer patch deployments in shop: keep your Role and RoleBinding."; exit 1; fi
if ! /usr/local/bin/rbac-can-i list nodes --as=system:serviceaccount:monitoring:prometheus -f $dir >/dev/null 2>&1; then
  echo "HINT: Prometheus can no longer list nodes: keep the prometheus-metrics ClusterRoleBinding."
  exit 1
fi
exit 0
