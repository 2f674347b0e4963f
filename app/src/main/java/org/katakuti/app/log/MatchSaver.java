package org.katakuti.app.log;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.app.table.MatchListener;

/**
 * Saves the match in play after every change, on a thread of its own, so the
 * table never waits for the disk. The event thread only hands over the newest
 * record; the writer thread writes the newest one pending and skips any it
 * was handed meanwhile (a record holds the whole match, so the newest is
 * enough: there is never a queue of stale writes).
 *
 * <p>A write that fails (a full disk, a folder without write rights) is told
 * once, through the callback given, and play goes on; later writes are still
 * tried, quietly. A match with no move yet is not written until it has one,
 * so a match opened and left at once leaves no file.
 *
 * <p>Call {@link #flush(long)} or {@link #close()} before the app exits, so
 * the last move is on disk.
 */
public final class MatchSaver implements MatchListener, AutoCloseable {

    /** Writes one record whole: {@link MatchLogStore#save}. */
    public interface RecordWriter {
        void write(MatchRecord record) throws IOException;
    }

    private final RecordWriter writer;
    private final String where;
    private final Consumer<String> failure;
    private final Object lock = new Object();
    private final Thread thread;
    /** Guarded by lock: the newest record not yet written, or null. */
    private MatchRecord pending;
    /** Guarded by lock: true while the writer thread writes. */
    private boolean writing;
    /** Guarded by lock. */
    private boolean closed;
    /** Only on the writer thread. */
    private boolean told;
    /** Only on the writer thread: the matches written so far, by their start and players. */
    private final Set<String> started = new HashSet<>();

    /**
     * A saver into {@code store}.
     *
     * @param failure told once, on the writer thread, when a save fails: a sentence for the player
     */
    public MatchSaver(MatchLogStore store, Consumer<String> failure) {
        this(store::save, store.folder().toString(), failure);
    }

    /**
     * @param writer what writes a record
     * @param where the folder, as named to the player when writing fails
     * @param failure told once, on the writer thread, when a write fails
     */
    public MatchSaver(RecordWriter writer, String where, Consumer<String> failure) {
        this.writer = writer;
        this.where = where;
        this.failure = failure;
        this.thread = new Thread(this::run, "katakuti-match-log");
        thread.setDaemon(true);
        thread.start();
    }

    /** Hands {@code record} to the writer thread, replacing any record still waiting; returns at once. */
    public void save(MatchRecord record) {
        synchronized (lock) {
            if (closed) {
                return;
            }
            pending = record;
            lock.notifyAll();
        }
    }

    @Override
    public void matchStarted(MatchRecord record) {
        save(record);
    }

    @Override
    public void gameStarted(MatchRecord record) {
        save(record);
    }

    @Override
    public void moved(MatchRecord record, Side side, Move move) {
        save(record);
    }

    @Override
    public void tookBack(MatchRecord record) {
        save(record);
    }

    @Override
    public void gameEnded(MatchRecord record) {
        save(record);
    }

    @Override
    public void matchLeft(MatchRecord record) {
        save(record);
    }

    /**
     * Waits until every record handed over so far is written (or failed).
     *
     * @return true when done in time
     */
    public boolean flush(long timeoutMillis) throws InterruptedException {
        long end = System.nanoTime() + timeoutMillis * 1_000_000L;
        synchronized (lock) {
            while (pending != null || writing) {
                long left = (end - System.nanoTime()) / 1_000_000L;
                if (left <= 0 || !thread.isAlive()) {
                    return false;
                }
                lock.wait(left);
            }
            return true;
        }
    }

    /** Writes what is pending (waiting up to two seconds for it), then stops the writer thread. */
    @Override
    public void close() {
        try {
            flush(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (lock) {
            closed = true;
            lock.notifyAll();
        }
    }

    private void run() {
        while (true) {
            MatchRecord record;
            synchronized (lock) {
                while (pending == null && !closed) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (pending == null) {
                    return;
                }
                record = pending;
                pending = null;
                writing = true;
            }
            try {
                write(record);
            } finally {
                synchronized (lock) {
                    writing = false;
                    lock.notifyAll();
                }
            }
        }
    }

    private void write(MatchRecord record) {
        String match = record.startedMillis() + "|" + record.game().id() + "|" + record.player(Side.ONE) + "|"
                + record.player(Side.TWO);
        if (!started.contains(match) && isEmpty(record)) {
            return;
        }
        try {
            writer.write(record);
            started.add(match);
        } catch (IOException | RuntimeException e) {
            if (!told) {
                told = true;
                try {
                    failure.accept(message(where, e));
                } catch (RuntimeException ignored) {
                    // Telling the player failed too; play goes on all the same.
                }
            }
        }
    }

    /** @return true for a match with nothing in it yet: game 1, no move, not ended */
    static boolean isEmpty(MatchRecord record) {
        return record.gameNumber() == 1 && record.current().plies() == 0 && !record.current().isOver()
                && !record.isAbandoned();
    }

    /** The sentence the player reads when a match cannot be saved. */
    static String message(String where, Exception e) {
        return "Katakuti cannot save this match in " + where + ": " + reason(e)
                + ". Play goes on, but the match may not be kept.";
    }

    private static String reason(Exception e) {
        if (e instanceof AccessDeniedException) {
            return "no permission to write " + ((AccessDeniedException) e).getFile();
        }
        if (e instanceof FileAlreadyExistsException) {
            return ((FileAlreadyExistsException) e).getFile() + " is in the way (it is a file, not a folder)";
        }
        if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
            FileSystemException problem = (FileSystemException) e;
            return (problem.getFile() == null ? "" : problem.getFile() + ": ") + problem.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        String message = e.getMessage();
        return message == null || message.isEmpty() ? e.getClass().getSimpleName() : message.split("\n")[0];
    }

    /** @return the writer thread, for tests */
    Thread thread() {
        return thread;
    }

    /** @return where saves go, as the player reads it */
    public String where() {
        return where;
    }
}
