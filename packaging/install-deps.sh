#!/usr/bin/env bash
# Installs the Debian 12 packages Rightsize needs to build, test and run. Idempotent and quiet
# when everything is already there.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqt6svg6 qt6-qpa-plugins libgl-dev
  libqcustomplot-dev libsqlite3-dev nlohmann-json3-dev libbenchmark-dev
  poppler-utils fonts-dejavu-core fonts-wqy-microhei xvfb xauth
  desktop-file-utils appstream lintian dpkg-dev file
  clang-14 libclang-rt-14-dev llvm-14 clang-format-14
  # The team library's client (libpq) and the server the store tests start in a temporary
  # folder; the package also makes the unprivileged "postgres" user that runs that server.
  libpq-dev postgresql
  # rightsize-probe's tests measure a tiny transformer, a tiny ViT and a ResNet-18 on the CPU with
  # Debian's PyTorch and torchvision.
  python3 python3-torch python3-torchvision
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ $status == "install ok installed" ]] || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0

sudo=""
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "install-deps: run as root to install: ${missing[*]}" >&2; exit 1; }
  sudo=sudo
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
