#!/usr/bin/env bash
# Runs every test of Katakuti: unit tests, the Swing tests on a virtual display (Xvfb),
# and the checks of the built distribution. Usage: ./test.sh [extra Maven options]
#
# On Debian, as root, it first installs what the Swing tests need when it is missing:
# Xvfb and xauth, a font with Devanagari (for the Nepali texts), and the desktop part
# of the JDK; and for the browser tests of the online page, Chromium and its driver
# (/usr/bin/chromium, /usr/bin/chromedriver). It fails, rather than skipping those
# tests, when it cannot get them.
# Maven comes from the Maven Wrapper (./mvnw), which downloads it on first use.
set -euo pipefail
cd "$(dirname "$0")"

fail() {
  echo "test.sh: $*" >&2
  exit 1
}

command -v java >/dev/null || fail "java not found: install JDK 17 or newer (Debian: apt-get install openjdk-17-jdk)"

java_home=$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.home = //p')
java_version=$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p')

# Debian packages the Swing tests need, for whatever is missing here.
missing=()
command -v xvfb-run >/dev/null || missing+=(xvfb)
command -v xauth >/dev/null || missing+=(xauth)
command -v fc-list >/dev/null || missing+=(fontconfig)
if ! command -v fc-list >/dev/null || [ -z "$(fc-list :lang=ne family)" ]; then
  missing+=(fonts-lohit-deva)
fi
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
if [ ! -e "$java_home/lib/libawt_xawt.so" ]; then
  # A headless JDK cannot open windows, even on Xvfb.
  missing+=("openjdk-$java_version-jre")
fi

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    fail "the Swing and browser tests need: ${missing[*]}; install them (Debian, as root: apt-get install ${missing[*]}) or run this as root on Debian"
  fi
  echo "test.sh: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq || fail "apt-get update failed"
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
    || fail "could not install ${missing[*]}"
fi
command -v xvfb-run >/dev/null || fail "xvfb-run is still missing after the install"
[ -x /usr/bin/chromedriver ] || fail "/usr/bin/chromedriver is still missing after the install"

# A screen of a real desktop's size and colour depth, on a free display number.
exec xvfb-run -a -s "-screen 0 1280x1024x24" ./mvnw -B --no-transfer-progress verify "$@"
