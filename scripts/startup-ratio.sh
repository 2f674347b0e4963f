#!/usr/bin/env bash
# Measures how long the table's window takes to appear, against a bare Swing
# JFrame on the same JVM, under Xvfb. With -Dkatakuti.startupProbe=true each run
# prints the milliseconds from the JVM's start to the window's first windowOpened
# event ("visible") and to the first paint of its first real screen ("ready":
# the start screen for the table, the content pane for the bare frame).
#
#   scripts/startup-ratio.sh [runs]      (default 7 runs of each, alternating)
#
# Needs xvfb-run (apt-get install -y xvfb xauth). Prefs go to a throw-away home.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-7}"
java="${JAVA:-java}"

mvn -q -B -pl app -am test-compile dependency:build-classpath \
    -Dmdep.outputFile="$PWD/app/target/runtime-classpath.txt" -Dmdep.includeScope=runtime >/dev/null
cp="app/target/classes:app/target/test-classes:api/target/classes:$(cat app/target/runtime-classpath.txt)"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT

probe() {
    xvfb-run -a -s "-screen 0 1280x1024x24" "$java" -Duser.home="$home" -Dkatakuti.startupProbe=true \
        -cp "$cp" "$1" | awk '/^visible-ms/ {print $2, $4}'
}

bare_visible=()
bare_ready=()
table_visible=()
table_ready=()
probe org.katakuti.app.table.BareFrameProbe >/dev/null   # warm the disk cache once for both
probe org.katakuti.app.table.TableLauncher >/dev/null
for ((i = 1; i <= runs; i++)); do
    read -r v r < <(probe org.katakuti.app.table.BareFrameProbe)
    bare_visible+=("$v"); bare_ready+=("$r")
    read -r v r < <(probe org.katakuti.app.table.TableLauncher)
    table_visible+=("$v"); table_ready+=("$r")
done

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
bv="$(median "${bare_visible[@]}")"
br="$(median "${bare_ready[@]}")"
tv="$(median "${table_visible[@]}")"
tr="$(median "${table_ready[@]}")"
echo "java: $("$java" -version 2>&1 | head -1), $runs runs each"
echo "bare JFrame visible ms: ${bare_visible[*]}  (median $bv)"
echo "katakuti visible ms:    ${table_visible[*]}  (median $tv)"
echo "bare JFrame ready ms:   ${bare_ready[*]}  (median $br)"
echo "katakuti ready ms:      ${table_ready[*]}  (median $tr)"
awk -v t="$tv" -v b="$bv" 'BEGIN {printf "window visible, ratio katakuti / bare: %.2f (target at most 1.50)\n", t / b}'
awk -v t="$tr" -v b="$br" 'BEGIN {printf "start screen drawn, ratio katakuti / bare: %.2f\n", t / b}'
