package org.katakuti.app.online.server;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.app.log.MatchLogStore;

/**
 * Saves the rooms' matches as match logs on one thread of its own, so no move
 * waits for the disk. Only the newest record of each match is kept waiting (a
 * record holds the whole match), so a thousand busy rooms never make a queue
 * of stale writes. A match with no move yet leaves no file.
 */
final class RoomLogs implements AutoCloseable {

    private final MatchLogStore store;
    private final Thread thread;
    /** Guarded by this: the newest unwritten record of each match, by match. */
    private final Map<String, MatchRecord> pending = new LinkedHashMap<>();
    private boolean writing;
    private boolean closed;
    private boolean told;

    RoomLogs(MatchLogStore store) {
        this.store = store;
        this.thread = new Thread(this::run, "katakuti-online-logs");
        thread.setDaemon(true);
        thread.start();
    }

    /** Hands over {@code record}, replacing an older one of the same match; returns at once. */
    synchronized void save(MatchRecord record) {
        if (closed || isEmpty(record)) {
            return;
        }
        pending.put(key(record), record);
        notifyAll();
    }

    /** Writes everything handed over (waiting up to ten seconds), then stops. */
    @Override
    public void close() {
        synchronized (this) {
            long end = System.currentTimeMillis() + 10_000;
            while ((!pending.isEmpty() || writing) && thread.isAlive()) {
                long left = end - System.currentTimeMillis();
                if (left <= 0) {
                    break;
                }
                try {
                    wait(left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            closed = true;
            notifyAll();
        }
    }

    private void run() {
        while (true) {
            MatchRecord record;
            synchronized (this) {
                while (pending.isEmpty() && !closed) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (pending.isEmpty()) {
                    return;
                }
                String first = pending.keySet().iterator().next();
                record = pending.remove(first);
                writing = true;
            }
            try {
                store.save(record);
            } catch (IOException | RuntimeException e) {
                if (!told) {
                    told = true;
                    System.err.println("katakuti server: cannot save a match in " + store.folder() + ": "
                            + e.getMessage() + "; play goes on, but matches may not be kept");
                }
            } finally {
                synchronized (this) {
                    writing = false;
                    notifyAll();
                }
            }
        }
    }

    private static String key(MatchRecord record) {
        return record.startedMillis() + "|" + record.game().id() + "|" + record.player(Side.ONE) + "|"
                + record.player(Side.TWO);
    }

    private static boolean isEmpty(MatchRecord record) {
        return record.gameNumber() == 1 && record.current().plies() == 0 && !record.current().isOver();
    }
}
