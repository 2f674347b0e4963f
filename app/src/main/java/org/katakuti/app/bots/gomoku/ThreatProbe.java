package org.katakuti.app.bots.gomoku;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.mnk.MnkPosition;

/**
 * The hard bot's threat search, asked about one position for the analysis of
 * a game: does a side have a forced win by fours (VCF) or by fours and open
 * threes (VCT), and does a given mark start one? A win found is sound (every
 * defence the rules allow was tried); none found only means none within the
 * limits.
 *
 * <p>Every question is bounded by a number of positions (so the answers are the
 * same on any machine) and by a deadline (so it never takes long). Not
 * thread-safe: one probe per thread.
 */
public final class ThreatProbe {

    /** A VCF and a VCT read as deeply as the hard bot reads its own. */
    private static final int VCF_FOURS = HardBot.VCF_FOURS;
    private static final int VCT_ATTACKS = HardBot.VCT_ATTACKS;
    private static final int VCT_THREES = HardBot.VCT_THREES;
    /**
     * 2^14 entries, 128 KB: a probe lives for one position, and the analysis of a
     * move makes dozens, so the hard bot's 2 MB would only be garbage to collect.
     */
    private static final int TABLE_BITS = 14;

    private final ShapeBoard board;
    private final ThreatSearch search;
    private long positions;

    /**
     * @param position an ongoing five-in-a-row or gomoku position
     * @throws IllegalArgumentException for another game, or a game that is over
     */
    public ThreatProbe(MnkPosition position) {
        if (!new GomokuBots().plays(position.game())) {
            throw new IllegalArgumentException("not a five-in-a-row game: " + position.game().id());
        }
        if (position.isOver()) {
            throw new IllegalArgumentException("the game is over: " + position.outcome());
        }
        board = ShapeBoard.of(position);
        search = new ThreatSearch(board, TABLE_BITS);
    }

    /**
     * @param other false to ask about the seat to move; true for the other seat,
     *     as if it were to move now (what it threatens)
     * @param foursOnly true for a VCF, false for a VCT (fours and open threes)
     * @return the first square of a forced win found (a five at once counts), or null
     */
    public Point forcedWin(boolean other, boolean foursOnly, long maxPositions, Deadline deadline) {
        if (other) {
            board.passTurn();
        }
        try {
            Budget budget = budget(deadline);
            int square = foursOnly
                    ? search.vcf(budget, VCF_FOURS, maxPositions, Long.MAX_VALUE)
                    : search.vct(budget, VCT_ATTACKS, VCT_THREES, maxPositions, Long.MAX_VALUE);
            positions += budget.positions();
            return square < 0 ? null : board.point(square);
        } finally {
            if (other) {
                board.passTurn();
            }
        }
    }

    /**
     * @param square an empty square of the position
     * @param foursOnly true for a VCF, false for a VCT
     * @return true when marking {@code square} for the seat to move starts a forced win found
     *     (a five at once counts)
     */
    public boolean startsForcedWin(Point square, boolean foursOnly, long maxPositions, Deadline deadline) {
        int index = board.index(square);
        if (board.mark(index) != ShapeBoard.EMPTY) {
            throw new IllegalArgumentException(square + " is taken");
        }
        Budget budget = budget(deadline);
        boolean wins = foursOnly
                ? search.startsWin(budget, index, VCF_FOURS, 0, maxPositions, Long.MAX_VALUE)
                : search.startsWin(budget, index, VCT_ATTACKS, VCT_THREES, maxPositions, Long.MAX_VALUE);
        positions += budget.positions();
        return wins;
    }

    /** @return the positions every question to this probe has visited, together */
    public long positions() {
        return positions;
    }

    /**
     * The empty squares near the marks (within two steps: the only ones where a
     * four or a three can be made or spoilt), those worth most to either seat
     * first: the candidates for a defence.
     */
    public Point[] nearSquares() {
        int[] squares = new int[board.size()];
        int n = board.nearSquares(squares);
        int[] keys = new int[n];
        int me = board.toMove();
        for (int i = 0; i < n; i++) {
            int square = squares[i];
            keys[i] = Math.max(board.threat(square, me), board.threat(square, 3 - me)) * 65536
                    + board.value(square, me) + board.value(square, 3 - me);
        }
        ThreatSearch.sortByKey(squares, keys, n);
        Point[] points = new Point[n];
        for (int i = 0; i < n; i++) {
            points[i] = board.point(squares[i]);
        }
        return points;
    }

    private static Budget budget(Deadline deadline) {
        return new Budget(deadline, Long.MAX_VALUE, Long.MAX_VALUE);
    }
}
