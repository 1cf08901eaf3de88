#!/usr/bin/env bash
# The browser tests use Debian's Chromium headless shell and run the shipped nginx front
# (deploy/nginx); the PDF guides and the bench use the full Chromium: install chromium,
# chromium-headless-shell and nginx-light from Debian's packages when they are missing.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing ${missing[*]} from Debian's packages (the browser tests need them)…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
