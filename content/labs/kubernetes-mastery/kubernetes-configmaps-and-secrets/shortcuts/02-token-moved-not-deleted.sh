#!/bin/bash
# Fake: the token goes into the Secret, but its plain-text file is only moved out of the way.
set -e
cd /root/billing
pw=$(printf '%s' 'Kx7-tulip-Rain' | base64)
sed -i "s|^  DB_PASSWORD: .*|  DB_PASSWORD: $pw|" secret.yaml
tok=$(tr -d '\n' < new-token.txt | base64)
echo "  PAYMENT_API_TOKEN: $tok" >> secret.yaml
mv new-token.txt /root/.payment-token.bak
