package org.katakuti.app.bots;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What a bot's main search of the root tells its helpers: the depth it
 * searches, its order of the root moves, the score to beat, and how far down
 * that order it has come. A helper takes the root moves from the end of the
 * order, ones the main search has not come to yet, and searches each with the
 * main search's null window (the score to beat), so that when the main search
 * comes to one its answer is already in the shared table.
 *
 * <p>The main search calls {@link #begin}, {@link #reach} and {@link #raise} on
 * its own thread; helpers call {@link #take} on theirs.
 */
public final class SharedRoot {

    /** The score to beat before the main search has one. */
    public static final int NO_SCORE = Integer.MIN_VALUE;

    private volatile Pass pass;
    /** The index in the order of the root move the main search is on. */
    private final AtomicInteger reached = new AtomicInteger();
    /** The index of the next root move a helper takes, counting down from the last. */
    private final AtomicInteger tail = new AtomicInteger(-1);

    /**
     * A new pass over the root moves.
     *
     * @param order the root moves in the order they will be searched (copied)
     * @param count how many of them
     * @param toBeat the score a move must beat, a guess until the first move has one; {@link #NO_SCORE} for none
     */
    public void begin(int depth, int[] order, int count, int toBeat) {
        Pass last = pass;
        reached.set(0);
        tail.set(count - 1);
        pass = new Pass(last == null ? 0 : last.number + 1, depth, Arrays.copyOf(order, count), toBeat);
    }

    /** The main search is now on the root move at {@code index} in the pass's order. */
    public void reach(int index) {
        reached.set(index);
    }

    /** The score to beat is now {@code toBeat}. */
    public void raise(int toBeat) {
        Pass current = pass;
        pass = new Pass(current.number, current.depth, current.order, toBeat);
    }

    /** @return a root move for a helper to search now, or null when there is none (the helper waits a moment) */
    public Task take() {
        Pass current = pass;
        if (current == null || current.toBeat == NO_SCORE) {
            return null;
        }
        int index = tail.getAndDecrement();
        // The index must be of this pass: a new pass resets the tail and may order the moves otherwise.
        if (index <= reached.get() || pass.number != current.number) {
            return null;
        }
        return new Task(current.depth, current.order[index], current.toBeat);
    }

    /** One pass as the helpers see it: a new one whenever the score to beat rises. */
    private static final class Pass {
        final int number;
        final int depth;
        final int[] order;
        final int toBeat;

        Pass(int number, int depth, int[] order, int toBeat) {
            this.number = number;
            this.depth = depth;
            this.order = order;
            this.toBeat = toBeat;
        }
    }

    /** A root move to search at a depth, against a score to beat. */
    public static final class Task {
        /** The depth of the main search's pass: the move is searched a ply less deep below it. */
        public final int depth;
        /** The root move. */
        public final int move;
        /** The score the move must beat, for the seat to move at the root. */
        public final int toBeat;

        Task(int depth, int move, int toBeat) {
            this.depth = depth;
            this.move = move;
            this.toBeat = toBeat;
        }
    }
}
