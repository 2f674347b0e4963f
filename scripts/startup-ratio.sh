#!/usr/bin/env bash
# Measures how long the table's window takes to appear, against two bare Swing
# windows on the same JVM, under Xvfb: an empty JFrame, and a JFrame showing one
# JLabel of text (which pays for the font system, as any first screen does).
# With -Dkatakuti.startupProbe=true each run prints the milliseconds from the
# JVM's start to the window's first windowOpened event ("opened"), to its first
# paint ("painted": the table's blank kapi page, the bare frames' content) and
# to the first paint of its first real screen ("ready": the start screen for
# the table; the same as "painted" for the bare frames).
#
#   scripts/startup-ratio.sh [runs]      (default 7 runs of each, interleaved)
#
# Needs xvfb-run (apt-get install -y xvfb xauth). Prefs go to a throw-away home.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-7}"
java="${JAVA:-java}"

mvn -q -B -pl app -am test-compile dependency:build-classpath \
    -Dmdep.outputFile="$PWD/app/target/runtime-classpath.txt" -DincludeScope=runtime >/dev/null
cp="app/target/classes:app/target/test-classes:api/target/classes:$(cat app/target/runtime-classpath.txt)"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT

probe() {
    xvfb-run -a -s "-screen 0 1280x1024x24" "$java" -Duser.home="$home" -Dkatakuti.startupProbe=true \
        -cp "$cp" "$@" | awk '/^visible-ms/ {print $2, $4, $6}'
}
bare() { probe org.katakuti.app.table.BareFrameProbe; }
label() { probe org.katakuti.app.table.BareFrameProbe label; }
table() { probe org.katakuti.app.table.TableLauncher; }

declare -A opened painted ready
for kind in bare label table; do "$kind" >/dev/null; done   # warm the disk cache once for each
for ((i = 1; i <= runs; i++)); do
    for kind in bare label table; do
        read -r o p r < <("$kind")
        opened[$kind]+="$o "
        painted[$kind]+="$p "
        ready[$kind]+="$r "
    done
done

median() { printf '%s\n' $1 | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
echo "java: $("$java" -version 2>&1 | head -1), $runs runs each, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
for kind in bare label table; do
    printf '%-6s opened ms:  %s (median %s)\n' "$kind" "${opened[$kind]}" "$(median "${opened[$kind]}")"
    printf '%-6s painted ms: %s (median %s)\n' "$kind" "${painted[$kind]}" "$(median "${painted[$kind]}")"
    printf '%-6s ready ms:   %s (median %s)\n' "$kind" "${ready[$kind]}" "$(median "${ready[$kind]}")"
done
ratios() {   # what, katakuti's, the bare frame's and the labelled frame's medians
    awk -v w="$1" -v t="$2" -v b="$3" -v l="$4" \
        'BEGIN {printf "%s: katakuti / bare JFrame %.2f, / JFrame with a label %.2f\n", w, t / b, t / l}'
}
ratios "window opened" "$(median "${opened[table]}")" "$(median "${opened[bare]}")" "$(median "${opened[label]}")"
ratios "window painted (target at most 1.50)" "$(median "${painted[table]}")" "$(median "${painted[bare]}")" \
    "$(median "${painted[label]}")"
ratios "start screen drawn" "$(median "${ready[table]}")" "$(median "${ready[bare]}")" "$(median "${ready[label]}")"
