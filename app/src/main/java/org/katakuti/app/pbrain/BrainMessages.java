package org.katakuti.app.pbrain;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * What the Gomocup brains at the table have said ({@code MESSAGE} and
 * {@code DEBUG} lines, each after the brain's id): the engine console's
 * contents. Brains write from their reader threads, so everything here is
 * thread-safe; listeners are told on the writer's thread. Only the newest
 * {@link #KEPT} lines are kept, so a chatty brain cannot fill the memory.
 */
public final class BrainMessages implements Consumer<String> {

    /** How many lines are kept. */
    public static final int KEPT = 2000;

    private final ArrayDeque<String> lines = new ArrayDeque<>();
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();

    /** Adds one line, and tells the listeners. */
    @Override
    public void accept(String line) {
        synchronized (lines) {
            if (lines.size() == KEPT) {
                lines.removeFirst();
            }
            lines.addLast(line);
        }
        for (Consumer<String> listener : listeners) {
            listener.accept(line);
        }
    }

    /** @return the lines kept, oldest first */
    public List<String> lines() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    /** Forgets every line. */
    public void clear() {
        synchronized (lines) {
            lines.clear();
        }
    }

    /** {@code listener} is told of every line from now on, on the thread that adds it. */
    public void addListener(Consumer<String> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<String> listener) {
        listeners.remove(listener);
    }
}
