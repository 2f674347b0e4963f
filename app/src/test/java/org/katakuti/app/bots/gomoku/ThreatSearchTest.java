package org.katakuti.app.bots.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.katakuti.app.bots.gomoku.GomokuTactics.position;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.mnk.MnkGame;

/** Forced wins by fours (VCF) and by threes and fours (VCT). */
class ThreatSearchTest {

    private static int vcf(String moves, MnkGame game, int fours) {
        ShapeBoard board = ShapeBoard.of(position(game, moves));
        return new ThreatSearch(board).vcf(unlimited(), fours, 1_000_000, Long.MAX_VALUE);
    }

    private static int vct(String moves, MnkGame game, int attacks, int threes) {
        ShapeBoard board = ShapeBoard.of(position(game, moves));
        return new ThreatSearch(board).vct(unlimited(), attacks, threes, 1_000_000, Long.MAX_VALUE);
    }

    private static Budget unlimited() {
        return new Budget(Deadline.none(), Long.MAX_VALUE, Long.MAX_VALUE);
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
        String position = "b4 e4 d4 g8 d5 h6 f8 c8 d8 g5 c3 h4";
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
        String position = "d5 a1 e5 i1 f6 a9 f7 i9";
        assertEquals(-1, vcf(position, game, 10));
        assertEquals(square(game, "f5"), vct(position, game, 10, 3));
    }
}
