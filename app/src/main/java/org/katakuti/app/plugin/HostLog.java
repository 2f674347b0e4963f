package org.katakuti.app.plugin;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The last lines a bot host wrote on its standard error (the plugin's prints,
 * its stack traces, the JVM's last words), kept short so a chatty plugin
 * cannot fill the app's memory. Shown in the Bots window and in reasons.
 */
public final class HostLog {

    /** How many lines are kept. */
    public static final int LINES = 40;
    /** How long one kept line may be. */
    public static final int LINE_LENGTH = 300;

    private final Deque<String> lines = new ArrayDeque<>();

    synchronized void add(String line) {
        if (lines.size() == LINES) {
            lines.removeFirst();
        }
        lines.addLast(line.length() > LINE_LENGTH ? line.substring(0, LINE_LENGTH) + "..." : line);
    }

    /** @return the kept lines, oldest first */
    public synchronized List<String> lines() {
        return new ArrayList<>(lines);
    }

    /** @return the last line that says something, or null */
    public synchronized String last() {
        for (java.util.Iterator<String> it = lines.descendingIterator(); it.hasNext();) {
            String line = it.next().trim();
            if (!line.isEmpty() && !line.startsWith("at ")) {
                return line;
            }
        }
        return null;
    }
}
