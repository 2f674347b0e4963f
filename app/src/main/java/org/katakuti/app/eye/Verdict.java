package org.katakuti.app.eye;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Seat;

/**
 * What one move of a game did, as the analysis sees it: the move, its
 * {@link Kind}, the value before and after it from the mover's point of view,
 * the better move when there was one, and the words to show (a key of the
 * message bundles and its arguments: {@code texts.format(v.key(), v.arguments())}).
 * Immutable.
 *
 * <p>The values, where they apply:
 * <ul>
 *   <li>{@link #before()} and {@link #after()}: the result with best play for the
 *       mover. Exact on the solved small grids; on the big grids only what the
 *       threat search proved (a forced win for the mover, or for the other side),
 *       else null; null on ultimate and tigadi, except where the game ends.</li>
 *   <li>{@link #percentBefore()} and {@link #percentAfter()}: on ultimate and
 *       tigadi, the hard bot's expected score for the mover, 0..100 (a win 100,
 *       a draw 50); -1 elsewhere.</li>
 * </ul>
 */
public final class Verdict {

    /** The value of {@link #percentBefore()} and {@link #percentAfter()} where there is no percentage. */
    public static final int NO_PERCENT = -1;

    private final int ply;
    private final Move move;
    private final Seat mover;
    private final Kind kind;
    private final Outlook before;
    private final Outlook after;
    private final int percentBefore;
    private final int percentAfter;
    private final Move better;
    private final List<Move> keeping;
    private final String key;
    private final Object[] arguments;

    private Verdict(Builder b) {
        this.ply = b.ply;
        this.move = b.move;
        this.mover = b.mover;
        this.kind = b.kind;
        this.before = b.before;
        this.after = b.after;
        this.percentBefore = b.percentBefore;
        this.percentAfter = b.percentAfter;
        this.better = b.better;
        this.keeping = Collections.unmodifiableList(new ArrayList<>(b.keeping));
        this.key = b.key;
        this.arguments = b.arguments.clone();
    }

    /** @return the index of the move in the game's moves, from 0: it is played on {@code positionAt(ply)} */
    public int ply() {
        return ply;
    }

    /** @return the move judged */
    public Move move() {
        return move;
    }

    /** @return the seat that played it (map it to a side with {@code GameRecord.sideOf}) */
    public Seat mover() {
        return mover;
    }

    /** @return what the move did */
    public Kind kind() {
        return kind;
    }

    /** @return the result with best play for the mover before the move; null where unknown */
    public Outlook before() {
        return before;
    }

    /** @return the result with best play for the mover after the move; null where unknown */
    public Outlook after() {
        return after;
    }

    /** @return true when {@link #percentBefore()} and {@link #percentAfter()} hold an expected score */
    public boolean hasPercent() {
        return percentBefore != NO_PERCENT;
    }

    /** @return the hard bot's expected score for the mover before the move, 0..100; {@link #NO_PERCENT} if none */
    public int percentBefore() {
        return percentBefore;
    }

    /** @return the hard bot's expected score for the mover after the move, 0..100; {@link #NO_PERCENT} if none */
    public int percentAfter() {
        return percentAfter;
    }

    /**
     * @return the better move when there was one: the win that was missed, the
     *     move that held, the hard bot's choice before a big drop; null otherwise
     */
    public Move better() {
        return better;
    }

    /**
     * @return on the solved small grids, every move that kept the value before the
     *     move (so the played one is among them unless it was a mistake); empty elsewhere
     */
    public List<Move> keeping() {
        return keeping;
    }

    /** @return the key of the words in the message bundles, e.g. {@code eye.walkedIntoLoss} */
    public String key() {
        return key;
    }

    /** @return the arguments of the words, {0}, {1}...: moves in notation and whole-number percentages */
    public Object[] arguments() {
        return arguments.clone();
    }

    /** @return true for the verdicts a learner should look at again */
    public boolean isMistake() {
        return kind.isMistake();
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Verdict)) {
            return false;
        }
        Verdict that = (Verdict) other;
        return ply == that.ply && move.equals(that.move) && mover == that.mover && kind == that.kind
                && before == that.before && after == that.after && percentBefore == that.percentBefore
                && percentAfter == that.percentAfter && Objects.equals(better, that.better)
                && keeping.equals(that.keeping) && key.equals(that.key) && Arrays.equals(arguments, that.arguments);
    }

    @Override
    public int hashCode() {
        return Objects.hash(ply, move, mover, kind, before, after, percentBefore, percentAfter, better, keeping, key)
                * 31 + Arrays.hashCode(arguments);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        text.append(ply + 1).append(". ").append(move).append(" (").append(mover.notation()).append("): ").append(kind);
        if (before != null || after != null) {
            text.append(", ").append(before == null ? "?" : before.name().toLowerCase())
                    .append(" -> ").append(after == null ? "?" : after.name().toLowerCase());
        }
        if (hasPercent()) {
            text.append(", ").append(percentBefore).append("% -> ").append(percentAfter).append('%');
        }
        if (better != null) {
            text.append(", better ").append(better);
        }
        return text.toString();
    }

    /** Makes verdicts; for the analysts of this package. */
    static final class Builder {
        private final int ply;
        private final Move move;
        private final Seat mover;
        private Kind kind = Kind.UNKNOWN;
        private Outlook before;
        private Outlook after;
        private int percentBefore = NO_PERCENT;
        private int percentAfter = NO_PERCENT;
        private Move better;
        private List<Move> keeping = Collections.emptyList();
        private String key = "eye.unknown";
        private Object[] arguments = new Object[0];

        Builder(int ply, Move move, Seat mover) {
            this.ply = ply;
            this.move = Objects.requireNonNull(move, "move");
            this.mover = Objects.requireNonNull(mover, "mover");
        }

        Builder kind(Kind value) {
            kind = value;
            return this;
        }

        Builder outlook(Outlook valueBefore, Outlook valueAfter) {
            before = valueBefore;
            after = valueAfter;
            return this;
        }

        Builder percent(int valueBefore, int valueAfter) {
            percentBefore = valueBefore;
            percentAfter = valueAfter;
            return this;
        }

        Builder better(Move value) {
            better = value;
            return this;
        }

        Builder keeping(List<Move> value) {
            keeping = value;
            return this;
        }

        /** The words: a key and its arguments (moves are written in notation). */
        Builder words(String value, Object... values) {
            key = value;
            arguments = new Object[values.length];
            for (int i = 0; i < values.length; i++) {
                arguments[i] = values[i] instanceof Move ? values[i].toString() : values[i];
            }
            return this;
        }

        Verdict build() {
            return new Verdict(this);
        }
    }
}
