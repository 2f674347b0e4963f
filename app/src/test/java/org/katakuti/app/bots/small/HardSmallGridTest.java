package org.katakuti.app.bots.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;

/** The hard small-grid bot's search: its symmetric table, its tie-breaks, its answer when time runs out. */
class HardSmallGridTest {

    @Test
    void mirrorImagesAndTurnsOfAPositionShareOneKey() {
        SymmetricHash hash = new SymmetricHash(Games.FOUR_BY_FOUR);
        // x a1 o b3 and its turn by a quarter (x a4 o c3), its mirror (x d1 o c3): one shape.
        long key = keyOf(hash, "a1 b3");
        assertEquals(key, keyOf(hash, "a4 c3"));
        assertEquals(key, keyOf(hash, "d1 c3"));
        assertNotEquals(key, keyOf(hash, "a1 b2"));
        assertNotEquals(key, keyOf(hash, "b3 a1"), "the same squares with the marks swapped");
    }

    @Test
    void hardWinsAsFastAsItCan() {
        // x: a1 a2, o: b1 c1, x to move: a3 wins now; four other marks win too, but later.
        PerfectBot bot = new PerfectBot(Games.TIC_TAC_TOE, 1);
        MnkBoard board = board(Games.TIC_TAC_TOE, "a1 b1 a2 c1");
        assertEquals(List.of(board.index(Point.parse("a3"))), bot.choices(board, Deadline.none()));
    }

    @Test
    void hardOpensWhereANormalPlayerGoesWrongMostOften() {
        // From the empty board every mark draws. Normal answers a corner with the centre, the
        // one reply that holds, only 1 time in 5; the centre it answers with an edge, which
        // loses, 2 times in 5. The expected scores: corner 0.94, edge 0.92, centre 0.86.
        PerfectBot bot = new PerfectBot(Games.TIC_TAC_TOE, 1);
        List<Integer> choices = bot.choices(new MnkBoard(Games.TIC_TAC_TOE), Deadline.none());
        assertEquals(List.of(0, 2, 6, 8), choices.stream().sorted().toList());
    }

    @Test
    void trapsAreTheScoreEachPerfectMoveCanExpectAgainstNormal() {
        // x b2, o to move: the corners hold, the edges lose. Checked against a plain
        // expectimax: normal's odds at its turns, hard's best perfect move at its own.
        MnkGame game = Games.TIC_TAC_TOE;
        MnkBoard board = board(game, "b2");
        SmallGridSolver solver = new SmallGridSolver(game);
        ThreatBot normal = SmallGridBots.normal(game, 1);
        List<Integer> corners = solver.bestMoves(board, Deadline.none());
        assertEquals(4, corners.size());
        double[] hopes = new Traps(solver, normal, Traps.BUDGET).hopes(board, corners, Deadline.none());
        Map<Long, Integer> values = new HashMap<>();
        for (int i = 0; i < hopes.length; i++) {
            assertEquals(hopeOf(board, corners.get(i), normal, values), hopes[i], 1e-9,
                    "the hope of o " + board.point(corners.get(i)));
        }
    }

    /** The expected score (win 1, draw 1/2) of marking {@code square} against normal's odds. */
    private static double hopeOf(MnkBoard board, int square, ThreatBot normal, Map<Long, Integer> values) {
        int mover = board.toMove();
        board.play(square);
        double hope = 0;
        if (board.isOver()) {
            hope = (outcome(board, mover) + 1) / 2.0;
        } else {
            double[] chances = normal.chances(board);
            for (int reply = 0; reply < chances.length; reply++) {
                if (chances[reply] > 0) {
                    board.play(reply);
                    double after = board.isOver() ? (outcome(board, mover) + 1) / 2.0 : bestHope(board, normal, values);
                    board.undo();
                    hope += chances[reply] * after;
                }
            }
        }
        board.undo();
        return hope;
    }

    /** A won or lost position counts as such; in a drawn one the mover picks its most hopeful drawing move. */
    private static double bestHope(MnkBoard board, ThreatBot normal, Map<Long, Integer> values) {
        int value = value(board, values);
        if (value != 0) {
            return (value + 1) / 2.0;
        }
        int mover = board.toMove();
        double best = 0;
        for (int square = 0; square < board.size(); square++) {
            if (board.isLegal(square)) {
                board.play(square);
                int after = board.isOver() ? outcome(board, mover) : -value(board, values);
                board.undo();
                if (after == 0) {
                    best = Math.max(best, hopeOf(board, square, normal, values));
                }
            }
        }
        return best;
    }

    /** The game value for the seat to move (1, 0, -1), by plain negamax. */
    private static int value(MnkBoard board, Map<Long, Integer> values) {
        Integer known = values.get(board.hash());
        if (known != null) {
            return known;
        }
        int best = -1;
        for (int square = 0; square < board.size(); square++) {
            if (board.isLegal(square)) {
                int mover = board.toMove();
                board.play(square);
                best = Math.max(best, board.isOver() ? outcome(board, mover) : -value(board, values));
                board.undo();
            }
        }
        values.put(board.hash(), best);
        return best;
    }

    private static int outcome(MnkBoard board, int seat) {
        return board.winner() == MnkBoard.EMPTY ? 0 : board.winner() == seat ? 1 : -1;
    }

    @Test
    void hardStillAnswersWhenItHasNoTimeToSolve() {
        Position position = NormalAndEasySmallGridTest.replay(Games.FOUR_BY_FOUR, "a1 d4");
        PerfectBot bot = new PerfectBot(Games.FOUR_BY_FOUR, 1);
        Move move = bot.choose(position, Deadline.in(0));
        assertTrue(position.isLegal(move), move + " is legal");
        assertTrue(bot.lastReport().note().contains("out of time"), bot.lastReport().note());
    }

    private static long keyOf(SymmetricHash hash, String moves) {
        hash.reset(board(Games.FOUR_BY_FOUR, moves));
        return hash.key();
    }

    private static MnkBoard board(MnkGame game, String moves) {
        return ((MnkPosition) NormalAndEasySmallGridTest.replay(game, moves)).toBoard();
    }
}
