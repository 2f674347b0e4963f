#!/bin/sh
# What a bot host costs on this machine: time from starting its JVM to the first
# move of a plugin bot, and the host's resident memory after it.
# usage: scripts/host-cost.sh CLASSPATH PLUGIN.jar BOT-ID [RUNS]
cp="$1"; jar="$2"; bot="$3"; runs="${4:-5}"
i=0
while [ "$i" -lt "$runs" ]; do
  fifo=$(mktemp -u); mkfifo "$fifo"; : > "$fifo.out"
  start=$(date +%s%N)
  java -Xmx256m -XX:+UseSerialGC -Djava.awt.headless=true -cp "$cp" org.katakuti.app.host.BotHostMain < "$fifo" > "$fifo.out" 2>/dev/null &
  pid=$!
  exec 3>"$fifo"
  printf 'new %s tic-tac-toe 1 %s\ngo 1000\n' "$bot" "$jar" >&3
  while [ "$(wc -l < "$fifo.out" 2>/dev/null)" -lt 2 ]; do sleep 0.01; done
  end=$(date +%s%N)
  rss=$(ps -o rss= -p "$pid")
  echo "first move after $(( (end - start) / 1000000 )) ms, host RSS $(( rss / 1024 )) MB: $(tail -1 "$fifo.out")"
  exec 3>&-
  wait "$pid"; rm -f "$fifo" "$fifo.out"
  i=$((i + 1))
done
