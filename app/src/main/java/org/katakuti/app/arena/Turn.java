package org.katakuti.app.arena;

import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;

/**
 * What came of asking a bot for one move: a legal move, or the reason the bot
 * failed (it threw, answered an illegal move, or did not answer in time).
 * Immutable.
 */
public final class Turn {
    private final Move move;
    private final String failure;
    private final long nanos;
    private final SearchReport report;

    private Turn(Move move, String failure, long nanos, SearchReport report) {
        this.move = move;
        this.failure = failure;
        this.nanos = nanos;
        this.report = report;
    }

    static Turn played(Move move, long nanos, SearchReport report) {
        return new Turn(move, null, nanos, report);
    }

    static Turn failed(String failure, long nanos) {
        return new Turn(null, failure, nanos, null);
    }

    /** @return true when the bot answered a legal move */
    public boolean isMove() {
        return move != null;
    }

    /** @return the legal move; null when the bot failed */
    public Move move() {
        return move;
    }

    /** @return why the bot failed, e.g. {@code "played an illegal move e5 (square taken)"}; null after a move */
    public String failure() {
        return failure;
    }

    /** @return wall-clock time from asking to the answer (or to giving up) */
    public long nanos() {
        return nanos;
    }

    /** @return the bot's own report of its search; null when it gives none or failed */
    public SearchReport report() {
        return report;
    }
}
