#!/usr/bin/env bash
# How long until the table's start screen is usable, against a plain Swing form
# on the same JVM (issue 10, point 8: at most 1.5 times as long), measured from
# outside: the clock starts here, just before the program is launched, and stops
# at the wall-clock moment the window first drew its form's text (the program's
# StartupProbe prints that moment, "ready-at", and exits). Both run under one
# Xvfb, interleaved, after one warm-up run each to fill the disk cache.
#
#   form  : a JFrame with a heading, seven radio buttons, two text fields, a combo
#           box and a button, in the default look and feel (table.BareFrameProbe form)
#   table : the real launcher, dist/target/katakuti/katakuti, as a player starts it
#           (with its class-data sharing archive, made by the warm-up run where the JRE can)
#   table-nocds : the same jar with plain "java -jar" and no archive of its own, to show what CDS buys
#
#   before      : with a second argument, the launcher of another build's dist/target/katakuti
#                 folder (say, the last release), to compare before and after in the same run
#
#   scripts/startup-ratio.sh [runs] [other-katakuti-folder]   (default 9 runs of each; medians compared)
#
# Needs Xvfb (apt-get install -y xvfb). Prefs and the CDS archive go to a throw-away home.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-9}"
other="${2:-}"
java="${JAVA:-java}"

mvn -q -B -o -pl dist -am package -DskipTests >/dev/null
mvn -q -B -o -pl api,app test-compile >/dev/null
jar="dist/target/katakuti/katakuti.jar"
home="$(mktemp -d)"
display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$home"' EXIT
sleep 1
export DISPLAY="$display" HOME="$home" XDG_CACHE_HOME="$home/.cache"
probe="-Dkatakuti.startupProbe=true -Duser.home=$home"

# prints the milliseconds from launch to the form's text on screen (a build whose probe has no
# "ready-at" gives its count from the JVM's start instead, a few ms short of the truth)
measure() {
    local launched ready
    launched=$(($(date +%s%N) / 1000000))
    ready=$("$@" | awk '/^visible-ms/ {print ($7 == "ready-at") ? $8 : "jvm:" $6}')
    case $ready in
        jvm:*) echo "${ready#jvm:}" ;;
        *) echo $((ready - launched)) ;;
    esac
}
form() { measure "$java" $probe -cp app/target/test-classes:app/target/classes org.katakuti.app.table.BareFrameProbe form; }
table() { KATAKUTI_JAVA_OPTS="$probe" JAVA_HOME="${JAVA_HOME:-}" measure dist/target/katakuti/katakuti; }
table-nocds() { measure "$java" $probe -jar "$jar"; }
before() { KATAKUTI_JAVA_OPTS="$probe" JAVA_HOME="${JAVA_HOME:-}" measure "$other/katakuti"; }

kinds="form table table-nocds"
if [ -n "$other" ]; then kinds="$kinds before"; fi
declare -A times
for kind in $kinds; do "$kind" >/dev/null; done   # warm-up: disk cache, and the launcher's CDS archive
for ((i = 1; i <= runs; i++)); do
    for kind in $kinds; do
        times[$kind]+="$("$kind") "
    done
done

median() { printf '%s\n' $1 | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
echo "java: $("$java" -version 2>&1 | head -1), $runs runs each, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
for kind in $kinds; do
    printf '%-12s ms from launch to the form on screen: %s(median %s)\n' "$kind" "${times[$kind]}" "$(median "${times[$kind]}")"
done
f=$(median "${times[form]}")
for kind in ${kinds#form }; do
    awk -v k="$kind" -v t="$(median "${times[$kind]}")" -v f="$f" \
        'BEGIN {printf "%s / plain Swing form: %.2f (target at most 1.50)\n", k, t / f}'
done
