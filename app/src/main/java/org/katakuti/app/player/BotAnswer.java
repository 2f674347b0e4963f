package org.katakuti.app.player;

import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.match.Forfeit;
import org.katakuti.api.rules.Move;

/**
 * What came of asking a bot for one move: a legal move, or a forfeit with its
 * kind and the reason in plain words. Immutable.
 */
public final class BotAnswer {
    private final Move move;
    private final Forfeit forfeit;
    private final String why;
    private final long nanos;
    private final long budgetMillis;
    private final SearchReport report;

    private BotAnswer(Move move, Forfeit forfeit, String why, long nanos, long budgetMillis, SearchReport report) {
        this.move = move;
        this.forfeit = forfeit;
        this.why = why;
        this.nanos = nanos;
        this.budgetMillis = budgetMillis;
        this.report = report;
    }

    static BotAnswer played(Move move, long nanos, long budgetMillis, SearchReport report) {
        return new BotAnswer(move, null, null, nanos, budgetMillis, report);
    }

    static BotAnswer forfeited(Forfeit kind, String why, long nanos, long budgetMillis) {
        return new BotAnswer(null, kind, why, nanos, budgetMillis, null);
    }

    /** @return true when the bot answered a legal move */
    public boolean isMove() {
        return move != null;
    }

    /** @return the legal move; null after a forfeit */
    public Move move() {
        return move;
    }

    /** @return the kind of forfeit; null after a move */
    public Forfeit forfeit() {
        return forfeit;
    }

    /** @return why the bot forfeited, e.g. {@code "answered e5, which the rules refuse: square taken"}; null after a move */
    public String why() {
        return why;
    }

    /** @return wall-clock time from asking to the answer (or to giving up), in milliseconds */
    public long millis() {
        return nanos / 1_000_000L;
    }

    /** @return the same time in nanoseconds, for benchmarks */
    public long nanos() {
        return nanos;
    }

    /** @return true for a move that came after the budget, inside the grace */
    public boolean isLate() {
        return move != null && millis() > budgetMillis;
    }

    /** @return the bot's own report of its search; null when it gives none or forfeited */
    public SearchReport report() {
        return report;
    }

    @Override
    public String toString() {
        return move != null ? move + " in " + millis() + " ms" : "forfeit (" + forfeit.notation() + "): " + why;
    }
}
