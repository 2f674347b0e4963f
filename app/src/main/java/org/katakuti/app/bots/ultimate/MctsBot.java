package org.katakuti.app.bots.ultimate;

import java.util.SplittableRandom;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.ultimate.UltimateBoard;

/**
 * The normal and hard ultimate bots: a fresh {@link UctSearch} for every
 * move, stopped by the deadline or by a cap on playouts. Hard has no cap and
 * thinks for its whole budget; normal stops after a small fixed number of
 * playouts, which also makes it reproducible.
 */
final class MctsBot implements Bot {

    /** No cap: only the deadline stops the search. */
    static final long UNLIMITED = Long.MAX_VALUE;

    /** The answer must still reach the table: stop this long before the deadline (at most). */
    private static final long MAX_MARGIN_MILLIS = 20;

    private final SplittableRandom random;
    private final long maxPlayouts;
    private SearchReport report;

    MctsBot(long seed, long maxPlayouts) {
        this.random = new SplittableRandom(seed);
        this.maxPlayouts = maxPlayouts;
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        long start = System.nanoTime();
        UltimateBoard board = UltimateBots.boardOf(position);
        UctSearch search = new UctSearch(board, random);
        search.run(maxPlayouts, deadline, Math.min(MAX_MARGIN_MILLIS, deadline.budgetMillis() / 20));
        int cell = search.bestMove();
        report = new SearchReport(search.marks(), search.depth(), System.nanoTime() - start,
                search.playouts() + " playouts, " + search.nodes() + " nodes, expects "
                        + Math.round(100 * search.rootScore()) + "%");
        return UltimateBots.moveAt(cell);
    }

    @Override
    public SearchReport lastReport() {
        return report;
    }
}
