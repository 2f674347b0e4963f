package org.katakuti.app.bots.ultimate;

import java.util.SplittableRandom;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.ultimate.UltimateBoard;

/**
 * The normal and hard ultimate bots: a {@link UctSearch} for every move,
 * stopped by the deadline or by a cap on playouts. Hard has no cap, thinks
 * for its whole budget and keeps the subtree of the position it is given next
 * (its own mark and the reply), so the playouts spent on the line played count
 * again; it explores less, and its playouts take a win at once and repeat
 * the replies that won earlier playouts; a static guess of each position in
 * its tree, backed up as minimax, counts beside the playouts. Normal stops
 * after a small fixed number of playouts on a fresh tree, which also makes it
 * reproducible.
 */
final class MctsBot implements Bot {

    /** No cap: only the deadline stops the search. */
    static final long UNLIMITED = Long.MAX_VALUE;

    /** The answer must still reach the table: stop this long before the deadline (at most). */
    private static final long MAX_MARGIN_MILLIS = 20;

    private final SplittableRandom random;
    private final long maxPlayouts;
    private final boolean keepsTree;
    /**
     * The last move's search: its tree is kept for the next move when
     * {@link #keepsTree} and the next position follows it, its arrays always
     * (a position that does not follow, as a new game's, starts a new tree in them).
     * Made with the bot, not at its first move: hard's arrays (about 21 MB) took
     * 65 to 81 ms to make on a 2-core machine (the memory's first touch), time
     * the first move's budget does not have; the bot host does not count the
     * making of a bot against its first move.
     */
    private final UctSearch search;
    private SearchReport report;

    /**
     * Hard's weight of UCT's exploration term (the search's default is 1):
     * with some thousands of playouts a move, 1 spreads them over too many
     * marks; less deepens the lines of the best ones, and the solver still
     * marks a refuted one lost. Measured, not derived: 0.6 beat 1 by about 100
     * Elo at 100 ms a move, on two seeds; 0.35 lost to 0.6 (docs/strength.md).
     */
    static final double HARD_EXPLORATION = 0.6;

    /** A bot searching a fresh tree for every move, as normal does. */
    MctsBot(long seed, long maxPlayouts) {
        this(seed, maxPlayouts, false, UctSearch.EXPLORATION, UctSearch.Knowledge.NONE);
    }

    private MctsBot(long seed, long maxPlayouts, boolean keepsTree, double exploration,
            UctSearch.Knowledge knowledge) {
        this.random = new SplittableRandom(seed);
        this.maxPlayouts = maxPlayouts;
        this.keepsTree = keepsTree;
        this.search = new UctSearch(new UltimateBoard(), random, exploration, knowledge,
                keepsTree ? UctSearch.MAX_NODES : UctSearch.FIRST_NODES);
    }

    /**
     * The hard bot's search: the tree kept between moves, {@link #HARD_EXPLORATION},
     * {@link UctSearch.Knowledge#HARD}.
     */
    static MctsBot hard(long seed, long maxPlayouts) {
        return new MctsBot(seed, maxPlayouts, true, HARD_EXPLORATION, UctSearch.Knowledge.HARD);
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        long start = System.nanoTime();
        UltimateBoard board = UltimateBots.boardOf(position);
        boolean kept = keepsTree && search.advanceTo(board);
        if (!kept) {
            search.startAt(board);
        }
        int keptNodes = kept ? search.nodes() : 0;
        search.run(maxPlayouts, deadline, Math.min(MAX_MARGIN_MILLIS, deadline.budgetMillis() / 20));
        int cell = search.bestMove();
        report = new SearchReport(search.marks(), search.depth(), System.nanoTime() - start,
                search.playouts() + " playouts, " + search.nodes() + " nodes (" + keptNodes + " kept), expects "
                        + Math.round(100 * search.rootScore()) + "%");
        return UltimateBots.moveAt(cell);
    }

    @Override
    public SearchReport lastReport() {
        return report;
    }
}
