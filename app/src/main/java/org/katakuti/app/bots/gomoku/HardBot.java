package org.katakuti.app.bots.gomoku;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.app.bots.Untimed;

/**
 * The hard five-in-a-row bot. In order: a five if it has one; the block of the
 * other's four; its own forced win by fours (VCF), then by fours and threes
 * (VCT); then, keeping only the moves that leave the other player without a
 * forced win of its own (when it has one), a principal variation search until
 * the time is nearly up.
 */
final class HardBot extends MarkingBot {

    /** 2^20 entries of 8 bytes: 8 MB, so that two hard bots in one -Xmx64m table leave room for the rest. */
    static final int TABLE_BITS = 20;
    /** The threat search's own table: 2^18 entries of 8 bytes, 2 MB, kept for the game. */
    static final int THREAT_TABLE_BITS = 18;

    private static final int MAX_DEPTH = 40;
    /** The most fours its own VCF plays. */
    static final int VCF_FOURS = ThreatSearch.MAX_ATTACKS;
    /** The most threats its own VCT plays, and how many of them may be threes. */
    static final int VCT_ATTACKS = 14;
    static final int VCT_THREES = 4;
    /**
     * The same for the other player's VCT, read for every candidate defence: less
     * deeply, so that all of them fit in the time (as deeply as its own lost: docs/strength.md).
     */
    private static final int DEFENCE_VCT_ATTACKS = 10;
    private static final int DEFENCE_VCT_THREES = 3;
    /** For this many marks the hard bot marks only next to the marks already down. */
    private static final int OPENING = 4;
    /** Time assumed for the sub-searches' position caps when there is no deadline. */
    private static final long UNTIMED_MILLIS = 1000;
    /** Rough positions a millisecond on a slow machine: sizes the threat searches' shares. */
    private static final long POSITIONS_PER_MILLI = 500;

    private final int maxDepth;
    private final long maxPositions;
    private final TranspositionTable table = new TranspositionTable(TABLE_BITS);
    private PvsSearch search;
    private ThreatSearch threats;
    private int[] rootMoves;
    private int[] defences;
    private final PvsSearch.Result result = new PvsSearch.Result();

    /** A hard bot for {@code game}'s grid, its searches made now (they are 2.5 MB on 15x15), not in its first move. */
    HardBot(long seed, MnkGame game) {
        this(seed, game, MAX_DEPTH, Long.MAX_VALUE);
    }

    /**
     * A hard bot that stops at {@code maxDepth} plies or {@code maxPositions}
     * positions, whichever comes first: with an unlimited deadline its moves then
     * depend only on the seed and the positions, not on the machine's speed.
     */
    HardBot(long seed, MnkGame game, int maxDepth, long maxPositions) {
        super(seed);
        this.maxDepth = maxDepth;
        this.maxPositions = maxPositions;
        makeBoard(game.columns(), game.rows());
    }

    @Override
    void boardMade(ShapeBoard board) {
        search = new PvsSearch(board, table);
        threats = new ThreatSearch(board, THREAT_TABLE_BITS);
        rootMoves = new int[board.size()];
        defences = new int[board.size()];
    }

    @Override
    int chooseSquare(ShapeBoard board, Deadline deadline) {
        int forced = fiveOrBlock(board);
        if (forced >= 0) {
            return forced;
        }
        // Without a deadline only the caps stop the search, so the answer does not depend on the machine.
        boolean timed = !Untimed.is(deadline);
        long millis = timed ? deadline.remainingMillis() : UNTIMED_MILLIS;
        long thinking = timed ? Math.max(0, millis - 10 - millis / 20) * 1_000_000L : Long.MAX_VALUE;
        long start = deadline.elapsedNanos();
        Budget budget = new Budget(deadline, timed ? start + thinking : Long.MAX_VALUE, maxPositions);
        Share share = new Share(millis * POSITIONS_PER_MILLI, thinking);

        forced = threats.vcf(budget, VCF_FOURS, share.positions(10), share.nanos(10));
        if (forced >= 0) {
            report(budget.positions(), 0, "VCF found");
            return forced;
        }
        // The other player's threats first: when time is short, seeing them matters most.
        boolean threatened = threatened(board, budget, share);
        forced = threats.vct(budget, VCT_ATTACKS, VCT_THREES, share.positions(25), share.nanos(25));
        if (forced >= 0) {
            report(budget.positions(), 0, "VCT found");
            return forced;
        }
        int n = rootMoves(board);
        if (n == 0) {
            // Only squares far from every mark are left: any will do.
            return -1;
        }
        String note = "";
        if (threatened) {
            int kept = keepDefences(board, budget, n, share);
            if (kept == 0) {
                note = "forced loss seen";
            } else {
                n = kept;
                note = "defends a forced win";
            }
        }
        if (n == 1) {
            report(budget.positions(), 0, "only defence");
            return rootMoves[0];
        }
        // A depth begun late is cut at the soft limit, but its first moves are searched deeper and a move that
        // beats the old best is kept (PvsSearch.iterate): so starting one up to 3/5 of the time uses the rest well.
        long stopAfter = timed ? start + thinking * 3 / 5 : Long.MAX_VALUE;
        search.iterate(budget, rootMoves, n, maxDepth, stopAfter, result);
        if (result.score >= PvsSearch.WON) {
            note = "forced win";
        } else if (result.score <= -PvsSearch.WON) {
            note = "forced loss seen";
        }
        report(budget.positions(), result.depth, note.isEmpty() ? "score " + result.score : note);
        return result.move;
    }

    /** Fills {@link #rootMoves} with the moves worth searching, best guess first; @return how many */
    private int rootMoves(ShapeBoard board) {
        int me = board.toMove();
        int opponent = 3 - me;
        int n = search.generate(0, me, opponent, 0, -1);
        int[] generated = search.moves(0);
        int[] keys = search.keys(0);
        for (int i = 0; i < n; i++) {
            // Equal guesses are ordered at random, so equally good moves vary with the seed.
            keys[i] = keys[i] * 8 + random().nextInt(8);
        }
        ThreatSearch.sortByKey(generated, keys, n);
        if (board.moveCount() < OPENING) {
            // In the opening a mark away from the others gives the initiative away.
            int kept = 0;
            for (int i = 0; i < n; i++) {
                if (board.isNextToMarks(generated[i])) {
                    generated[kept++] = generated[i];
                }
            }
            n = kept;
        }
        if (board.count(opponent, Shapes.WINNING_FOUR) == 0) {
            n = Math.min(n, PvsSearch.rootWidth());
        }
        System.arraycopy(generated, 0, rootMoves, 0, n);
        return n;
    }

    /** @return true when the other player, were it to move now, would have a forced win */
    private boolean threatened(ShapeBoard board, Budget budget, Share share) {
        board.passTurn();
        boolean threat = threats.vcf(budget, VCF_FOURS, share.positions(5), share.nanos(5)) >= 0
                || threats.vct(budget, DEFENCE_VCT_ATTACKS, DEFENCE_VCT_THREES, share.positions(10),
                        share.nanos(10)) >= 0;
        board.passTurn();
        return threat;
    }

    /**
     * Keeps, in order, the root moves after which the other player has no forced
     * win that the threat search can find.
     *
     * @return how many were kept (0 when every move loses)
     */
    private int keepDefences(ShapeBoard board, Budget budget, int n, Share share) {
        long positions = Math.max(200, share.positions(30) / n);
        long nanos = share.nanos(30) / n;
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int square = rootMoves[i];
            board.play(square);
            boolean loses = threats.vcf(budget, VCF_FOURS, positions / 2, nanos / 3) >= 0
                    || threats.vct(budget, DEFENCE_VCT_ATTACKS, DEFENCE_VCT_THREES, positions / 2, nanos * 2 / 3) >= 0;
            board.undo();
            if (budget.isOut()) {
                // Out of time: the moves known to hold are better than the untried ones.
                break;
            }
            if (!loses) {
                defences[kept++] = square;
            }
        }
        if (budget.isOut() && kept == 0) {
            return n;
        }
        System.arraycopy(defences, 0, rootMoves, 0, kept);
        return kept;
    }

    /** A move's whole allowance of positions and time, handed out in percentages to its phases. */
    private static final class Share {
        private final long positions;
        private final long nanos;

        Share(long positions, long nanos) {
            this.positions = Math.max(2000, positions);
            this.nanos = nanos;
        }

        long positions(int percent) {
            return positions * percent / 100;
        }

        long nanos(int percent) {
            return nanos == Long.MAX_VALUE ? Long.MAX_VALUE : nanos * percent / 100;
        }
    }
}
