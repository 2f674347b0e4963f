package org.katakuti.app.bots.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.katakuti.app.bots.gomoku.GomokuTactics.DOUBLE_THREE;
import static org.katakuti.app.bots.gomoku.GomokuTactics.position;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.mnk.MnkGame;

/** Forced wins by fours (VCF) and by threes and fours (VCT). */
class ThreatSearchTest {

    /** As the hard bot keeps it. */
    private static final int TABLE_BITS = HardBot.THREAT_TABLE_BITS;
    /** A table of two entries, each answer soon replaced: next to no memory between positions. */
    private static final int ALMOST_NO_TABLE = 1;
    /** A small table, so that answers replace each other often. */
    private static final int SMALL_TABLE = 10;

    private static int vcf(String moves, MnkGame game, int fours) {
        ShapeBoard board = ShapeBoard.of(position(game, moves));
        return new ThreatSearch(board, ALMOST_NO_TABLE).vcf(unlimited(), fours, 1_000_000, Long.MAX_VALUE);
    }

    private static int vct(String moves, MnkGame game, int attacks, int threes) {
        ShapeBoard board = ShapeBoard.of(position(game, moves));
        return new ThreatSearch(board, ALMOST_NO_TABLE).vct(unlimited(), attacks, threes, 1_000_000, Long.MAX_VALUE);
    }

    private static Budget unlimited() {
        return new Budget(Deadline.none(), Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /** First has a VCF of more than two fours, starting at d6. */
    private static final String LONG_VCF = "b4 e4 d4 g8 d5 h6 f8 c8 d8 g5 c3 h4";

    private static ThreatSearch searchOf(MnkGame game, String moves) {
        return new ThreatSearch(ShapeBoard.of(position(game, moves)), TABLE_BITS);
    }

    private static int square(MnkGame game, String square) {
        return Point.parse(square).row() * game.columns() + Point.parse(square).column();
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void findsTheFourThatStartsAFourThree(MnkGame game) {
        assertEquals(square(game, "g4"), vcf("d4 c4 e4 a9 f4 i9 g5 a1 g6 i1", game, 10));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void findsALongVcfOnlyWhenAllowedEnoughFours(MnkGame game) {
        String position = LONG_VCF;
        assertEquals(-1, vcf(position, game, 2));
        assertEquals(square(game, "d6"), vcf(position, game, 10));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void noForcedWinWhileTheOtherHasAFourToComplete(MnkGame game) {
        // First's four-three at g4 is too slow: second completes a9-d9 at e9 first unless blocked.
        String position = "d4 c4 e4 a9 f4 b9 g5 c9 g6 d9";
        assertEquals(-1, vcf(position, game, 10));
        assertEquals(-1, vct(position, game, 10, 3));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void findsADoubleThreeThatNoFourCanFind(MnkGame game) {
        // First has d5 e5 and f6 f7: f5 makes two open threes, and second has no four to answer with.
        String position = DOUBLE_THREE;
        assertEquals(-1, vcf(position, game, 10));
        assertEquals(square(game, "f5"), vct(position, game, 10, 3));
    }

    // One search asked again and again, as the hard bot asks its own: what it remembers must not change an answer.

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void aWinRememberedWithManyFoursIsNotAWinWithFewer(MnkGame game) {
        ThreatSearch search = searchOf(game, LONG_VCF);
        assertEquals(square(game, "d6"), search.vcf(unlimited(), 10, 1_000_000, Long.MAX_VALUE));
        assertEquals(-1, search.vcf(unlimited(), 2, 1_000_000, Long.MAX_VALUE));
        assertEquals(square(game, "d6"), search.vcf(unlimited(), 10, 1_000_000, Long.MAX_VALUE));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void noWinWithFewFoursIsNotRememberedAsNoWinWithMore(MnkGame game) {
        ThreatSearch search = searchOf(game, LONG_VCF);
        assertEquals(-1, search.vcf(unlimited(), 2, 1_000_000, Long.MAX_VALUE));
        assertEquals(square(game, "d6"), search.vcf(unlimited(), 10, 1_000_000, Long.MAX_VALUE));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void aSearchCutShortByItsCapProvesNothing(MnkGame game) {
        ThreatSearch search = searchOf(game, LONG_VCF);
        assertEquals(-1, search.vcf(unlimited(), 10, 3, Long.MAX_VALUE));
        assertEquals(square(game, "d6"), search.vcf(unlimited(), 10, 1_000_000, Long.MAX_VALUE));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void aWinByThreesIsNotRememberedAsAWinByFours(MnkGame game) {
        ThreatSearch search = searchOf(game, DOUBLE_THREE);
        assertEquals(square(game, "f5"), search.vct(unlimited(), 10, 3, 1_000_000, Long.MAX_VALUE));
        assertEquals(-1, search.vcf(unlimited(), 10, 1_000_000, Long.MAX_VALUE));
        assertEquals(square(game, "f5"), search.vct(unlimited(), 10, 3, 1_000_000, Long.MAX_VALUE));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void theOtherSidesThreatsAreRememberedApart(MnkGame game) {
        ShapeBoard board = ShapeBoard.of(position(game, DOUBLE_THREE));
        ThreatSearch search = new ThreatSearch(board, TABLE_BITS);
        assertEquals(square(game, "f5"), search.vct(unlimited(), 10, 3, 1_000_000, Long.MAX_VALUE));
        board.passTurn();
        assertEquals(-1, search.vct(unlimited(), 10, 3, 1_000_000, Long.MAX_VALUE));
    }

    /**
     * Searches run to the end give the same answers with the table as without: on
     * random positions, one search is asked every kind of question in turn (VCT,
     * VCF, a smaller VCT), for the side to move, then after one more mark for the
     * other side (as when a game is analysed), then for the first side again as if
     * it were to move (as the hard bot asks what the other threatens), and each
     * answer is checked against a fresh search's with next to no table.
     */
    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void rememberedAnswersAreTheAnswersOfAFreshSearch(MnkGame game) {
        java.util.Random random = new java.util.Random(7);
        int checked = 0;
        for (int trial = 0; checked < 60; trial++) {
            ShapeBoard board = randomPosition(game, random, 12 + trial % 10);
            if (board == null) {
                continue;
            }
            ThreatSearch shared = new ThreatSearch(board, SMALL_TABLE);
            assertSameAnswers(board, shared, "trial " + trial);
            int square = quietSquare(board, random);
            if (square < 0) {
                continue;
            }
            board.play(square);
            assertSameAnswers(board, shared, "trial " + trial + ", the other side after one more mark");
            board.passTurn();
            assertSameAnswers(board, shared, "trial " + trial + ", the first side as if to move");
            checked++;
        }
    }

    private static void assertSameAnswers(ShapeBoard board, ThreatSearch shared, String where) {
        assertEquals(new ThreatSearch(board, ALMOST_NO_TABLE).vct(unlimited(), 8, 2, Long.MAX_VALUE, Long.MAX_VALUE),
                shared.vct(unlimited(), 8, 2, Long.MAX_VALUE, Long.MAX_VALUE), "VCT in " + where);
        assertEquals(new ThreatSearch(board, ALMOST_NO_TABLE).vcf(unlimited(), 12, Long.MAX_VALUE, Long.MAX_VALUE),
                shared.vcf(unlimited(), 12, Long.MAX_VALUE, Long.MAX_VALUE), "VCF in " + where);
        assertEquals(new ThreatSearch(board, ALMOST_NO_TABLE).vct(unlimited(), 6, 1, Long.MAX_VALUE, Long.MAX_VALUE),
                shared.vct(unlimited(), 6, 1, Long.MAX_VALUE, Long.MAX_VALUE), "small VCT in " + where);
    }

    /** A random empty square near the marks that leaves neither side a five to complete, or -1. */
    private static int quietSquare(ShapeBoard board, java.util.Random random) {
        int[] near = new int[board.size()];
        int n = board.nearSquares(near);
        for (int tries = 0; tries < 20 && n > 0; tries++) {
            int square = near[random.nextInt(n)];
            board.play(square);
            boolean quiet = board.count(1, Shapes.WIN) + board.count(2, Shapes.WIN) == 0;
            board.undo();
            if (quiet) {
                return square;
            }
        }
        return -1;
    }

    /** Marks at random in the centre 7x7 of a1..i9, or null when they make a five or leave a five to complete. */
    private static ShapeBoard randomPosition(MnkGame game, java.util.Random random, int marks) {
        java.util.List<String> squares = new java.util.ArrayList<>();
        for (char column = 'b'; column <= 'h'; column++) {
            for (int row = 2; row <= 8; row++) {
                squares.add("" + column + row);
            }
        }
        java.util.Collections.shuffle(squares, random);
        org.katakuti.api.rules.Position position = Games.replay(game, squares.subList(0, marks));
        if (position.isOver()) {
            return null;
        }
        ShapeBoard board = ShapeBoard.of(position);
        return board.count(1, Shapes.WIN) + board.count(2, Shapes.WIN) == 0 ? board : null;
    }
}
