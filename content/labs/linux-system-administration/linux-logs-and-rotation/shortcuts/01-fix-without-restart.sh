#!/bin/bash
# Fake: correct the port in the settings file but never restart the worker (a fix on paper).
set -e
sed -i 's/^CACHE_PORT=6380$/CACHE_PORT=6379/' /etc/shop/worker.env
