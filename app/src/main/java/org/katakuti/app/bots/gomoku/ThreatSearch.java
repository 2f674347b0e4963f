package org.katakuti.app.bots.gomoku;

/**
 * Threat-space search: does the player to move have a forced win made only of
 * threats the other must answer? With fours alone that is a VCF (victory by
 * continuous fours; the answer to each four is the one square that stops the
 * five); with fours and open threes a VCT (the answers to a three are every
 * square that spoils it, and every four of the defender's own).
 *
 * <p>A proof found here is sound: every defence the rules allow is tried (the
 * squares that can spoil an open three are among the attacker's four squares).
 * A failure only means none was found within the limits.
 *
 * <p>The same threats played in another order meet the same positions again:
 * their answers are kept in a {@link ThreatTable} for as long as the search
 * lives (a game, for the hard bot), so a position is not searched twice.
 */
final class ThreatSearch {

    /** The most threats a search plays: a VCF of more fours than this is cut there. */
    static final int MAX_ATTACKS = 40;
    /** Each threat and its answer are two plies: so the ply limit is never what stops a search. */
    private static final int MAX_PLY = 2 * MAX_ATTACKS + 4;
    /**
     * Keep apart the four kinds of node a position can be: attacker or defender to
     * move (one search asks what each side threatens, as the analysis of a game
     * does), in a VCF or a VCT (whose defender must also answer open threes).
     */
    private static final long DEFENDING = 0x9E3779B97F4A7C15L;
    private static final long THREES_ALLOWED = 0xC2B2AE3D27D4EB4FL;

    private final ShapeBoard board;
    private final int[][] moves;
    private final int[][] keys;
    private final ThreatTable table;
    private boolean foursOnly;
    private Budget budget;
    private int firstMove = -1;

    /** @param tableBits its table holds 2^tableBits answers of 8 bytes */
    ThreatSearch(ShapeBoard board, int tableBits) {
        this.board = board;
        this.table = new ThreatTable(tableBits);
        this.moves = new int[MAX_PLY][board.size()];
        this.keys = new int[MAX_PLY][board.size()];
    }

    /**
     * Looks for a win by continuous fours for the player to move.
     *
     * @param fours the most fours the attacker may play
     * @param maxPositions positions this search may visit
     * @param maxNanos time this search may take
     * @return the first square of the win, or -1 when none was found
     */
    int vcf(Budget budget, int fours, long maxPositions, long maxNanos) {
        return search(budget, fours, 0, maxPositions, maxNanos);
    }

    /**
     * Looks for a win by fours and open threes for the player to move.
     *
     * @param attacks the most threats (fours or threes) the attacker may play
     * @param threes the most of them that may be threes
     * @param maxPositions positions this search may visit
     * @param maxNanos time this search may take
     * @return the first square of the win, or -1 when none was found
     */
    int vct(Budget budget, int attacks, int threes, long maxPositions, long maxNanos) {
        return search(budget, attacks, threes, maxPositions, maxNanos);
    }

    /**
     * Whether marking {@code square} (empty) starts a forced win for the player to
     * move: a five at once, or a threat after which every defence loses to more
     * threats, as in {@link #vcf} ({@code threes == 0}) and {@link #vct}. False
     * also when none was found within the limits.
     */
    boolean startsWin(Budget budget, int square, int attacks, int threes, long maxPositions, long maxNanos) {
        this.budget = budget;
        this.foursOnly = threes == 0;
        budget.cap(maxPositions, maxNanos);
        try {
            int me = board.toMove();
            int threat = board.threat(square, me);
            if (threat == Shapes.WIN) {
                return true;
            }
            if (attacks == 0) {
                return false;
            }
            boolean isFour = threat >= Shapes.FOUR_ONLY;
            boolean blocks = board.count(3 - me, Shapes.WIN) == 1;
            board.play(square);
            try {
                int threesLeft = isFour || blocks ? threes : Math.max(0, threes - 1);
                return defend(1, Math.min(attacks, MAX_ATTACKS) - 1, threesLeft);
            } finally {
                board.undo();
            }
        } finally {
            budget.release();
        }
    }

    private int search(Budget budget, int attacks, int threes, long maxPositions, long maxNanos) {
        this.budget = budget;
        this.foursOnly = threes == 0;
        budget.cap(maxPositions, maxNanos);
        try {
            firstMove = -1;
            return attack(0, Math.min(attacks, MAX_ATTACKS), threes) ? firstMove : -1;
        } finally {
            budget.release();
        }
    }

    /** The attacker (player to move) tries each threat; true when one wins by force. */
    private boolean attack(int ply, int attacks, int threes) {
        // At the root the first move of the win is wanted, and the table keeps none.
        return ply == 0 ? tryThreats(ply, attacks, threes) : remembered(true, ply, attacks, threes);
    }

    /** The defender (player to move) tries every answer; true when all of them lose. */
    private boolean defend(int ply, int attacks, int threes) {
        return remembered(false, ply, attacks, threes);
    }

    /**
     * The table's answer for this node when it has one; otherwise the search's,
     * stored: a win always, no win only when the search was not cut short (then it
     * proves nothing).
     */
    private boolean remembered(boolean attacking, int ply, int attacks, int threes) {
        long key = board.hash() ^ (attacking ? 0 : DEFENDING) ^ (foursOnly ? 0 : THREES_ALLOWED);
        int known = table.probe(key, attacks, threes);
        if (known != ThreatTable.UNKNOWN) {
            return known == ThreatTable.WIN;
        }
        boolean attackerWins = attacking ? tryThreats(ply, attacks, threes) : tryDefences(ply, attacks, threes);
        if (attackerWins || !budget.isOut()) {
            table.store(key, attacks, threes, attackerWins);
        }
        return attackerWins;
    }

    private boolean tryThreats(int ply, int attacks, int threes) {
        if (budget.visit() || ply >= MAX_PLY - 1) {
            return false;
        }
        int me = board.toMove();
        int opponent = 3 - me;
        if (board.count(me, Shapes.WIN) > 0) {
            if (ply == 0) {
                firstMove = board.winningSquare(me);
            }
            return true;
        }
        int opponentFives = board.count(opponent, Shapes.WIN);
        if (opponentFives >= 2 || attacks == 0) {
            return false;
        }
        int[] list = moves[ply];
        int n;
        if (opponentFives == 1) {
            // The block is forced; the attack goes on only if a threat still stands after it.
            list[0] = board.winningSquare(opponent);
            n = 1;
        } else {
            int weakest = threes > 0 ? Shapes.THREE : Shapes.FOUR_ONLY;
            int[] key = keys[ply];
            n = board.threatSquares(list, me, weakest, me, Shapes.THREATS);
            for (int i = 0; i < n; i++) {
                key[i] = board.threat(list[i], me) * 65536 + board.value(list[i], me);
            }
            sortByKey(list, key, n);
        }
        for (int i = 0; i < n; i++) {
            int square = list[i];
            boolean isFour = board.threat(square, me) >= Shapes.FOUR_ONLY;
            board.play(square);
            boolean wins = defend(ply + 1, attacks - 1, isFour || opponentFives == 1 ? threes : threes - 1);
            board.undo();
            if (wins) {
                if (ply == 0) {
                    firstMove = square;
                }
                return true;
            }
            if (budget.isOut()) {
                return false;
            }
        }
        return false;
    }

    private boolean tryDefences(int ply, int attacks, int threes) {
        if (budget.visit() || ply >= MAX_PLY - 1) {
            return false;
        }
        int me = board.toMove();
        int attacker = 3 - me;
        if (board.count(me, Shapes.WIN) > 0) {
            return false;
        }
        int attackerFives = board.count(attacker, Shapes.WIN);
        if (attackerFives >= 2) {
            return true;
        }
        int[] list = moves[ply];
        int n;
        if (attackerFives == 1) {
            list[0] = board.winningSquare(attacker);
            n = 1;
        } else if (!foursOnly && board.count(attacker, Shapes.WINNING_FOUR) > 0) {
            n = defences(ply, me, attacker);
        } else {
            return false;
        }
        for (int i = 0; i < n; i++) {
            board.play(list[i]);
            boolean attackerWins = attack(ply + 1, attacks, threes);
            board.undo();
            if (!attackerWins) {
                return false;
            }
        }
        return true;
    }

    /**
     * Gathers the answers to an open three: every square where the attacker would
     * make a four (which includes every square that spoils the three) and every
     * four of the defender's own.
     */
    private int defences(int ply, int me, int attacker) {
        int[] list = moves[ply];
        int[] key = keys[ply];
        int n = board.threatSquares(list, attacker, Shapes.FOUR_ONLY, me, Shapes.FOUR_ONLY);
        for (int i = 0; i < n; i++) {
            int square = list[i];
            key[i] = board.threat(square, attacker) * 4096 + board.value(square, attacker) + board.value(square, me);
        }
        sortByKey(list, key, n);
        return n;
    }

    /** Sorts the first n squares by key, highest first (insertion sort: the lists are short). */
    static void sortByKey(int[] squares, int[] key, int n) {
        for (int i = 1; i < n; i++) {
            int square = squares[i];
            int k = key[i];
            int j = i - 1;
            while (j >= 0 && key[j] < k) {
                squares[j + 1] = squares[j];
                key[j + 1] = key[j];
                j--;
            }
            squares[j + 1] = square;
            key[j + 1] = k;
        }
    }
}
