#!/usr/bin/env bash
# Installs the Debian packages Tandem builds and runs against, only those
# that are missing. Run as root (as CI does) or with passwordless sudo.
set -euo pipefail

packages=(
    pkg-config
    jq                   # scripts/check-layering.sh reads Package.swift's targets (swift package dump-package)
    libcairo2-dev        # drawing
    libpango1.0-dev      # text shaping and layout (pulls in HarfBuzz, fontconfig)
    libfribidi-dev       # bidirectional types (Pango pulls it in; Tandem asks it directly)
    libsdl2-dev          # the window display (windows, input, clipboard)
    libjpeg62-turbo-dev  # JPEG decoding and encoding (CTandemJPEG)
    libpoppler-glib-dev  # PDF images of asset catalogs, drawn with cairo (CPoppler)
    libatk1.0-dev        # the accessibility bus export (CTandemATK): ATK objects for Tandem's accessibility tree
    libatk-bridge2.0-dev # ... which the AT-SPI bridge serves on the accessibility bus
    at-spi2-core         # the accessibility bus launcher and registry (AccessibilityBusTests start them)
    dbus-daemon          # the private session bus AccessibilityBusTests start
    python3-pyatspi      # the AT-SPI client AccessibilityBusTests read the tree back with (/usr/bin/python3)
    libxml2              # FoundationXML's XMLParser: storyboards and nibs are read from their XML
    libhunspell-dev      # UITextChecker's spelling (CHunspell)
    hunspell-en-us       # ... and its English dictionary
    fonts-inter          # the system font: closest open match to SF Pro
    fonts-noto-cjk       # Chinese, Japanese, Korean
    fonts-noto-color-emoji
    fonts-dejavu-core    # Arabic, Hebrew and other fallbacks
    fonts-dejavu-extra   # fontWidth(.condensed): DejaVu's condensed faces (Inter has no narrower cut)
    fonts-liberation2    # iOS's Arial, Helvetica, Times New Roman and Courier, by metric-compatible faces
    fonts-material-design-icons-iconfont  # Image(systemName:): the open icon font closest to SF Symbols
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo=(sudo -n)
else
    echo "Tandem needs these Debian packages, which are not installed: ${missing[*]}" >&2
    echo "Install them as root:  apt-get install -y ${missing[*]}" >&2
    exit 1
fi

echo "Installing missing packages: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q >&2
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
