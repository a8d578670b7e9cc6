#!/bin/bash
# Fake: make every cache file look fresh, so "older than 7 days" finds nothing.
set -e
touch /var/tmp/shop-cache/*
