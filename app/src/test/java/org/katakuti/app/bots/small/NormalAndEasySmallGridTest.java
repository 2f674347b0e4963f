package org.katakuti.app.bots.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;
import org.katakuti.app.bots.Level;

/** What the normal and easy small-grid bots see, and what they miss. */
class NormalAndEasySmallGridTest {

    private static final int SEEDS = 40;
    private final SmallGridBots bots = new SmallGridBots();

    @Test
    void normalCompletesItsOwnTwo() {
        // x: a1 b1 (c1 completes); o: a3 b3 (c3 completes). x to move wins rather than blocks.
        assertAlwaysPlays(Level.NORMAL, Games.TIC_TAC_TOE, "a1 a3 b1 b3", "c1");
    }

    @Test
    void normalBlocksTheOtherPlayersTwo() {
        // o to move; x threatens c1 along row 1.
        assertAlwaysPlays(Level.NORMAL, Games.TIC_TAC_TOE, "a1 b2 b1", "c1");
        // o to move; x threatens c3 on the diagonal a1-c3, o has nothing to complete.
        assertAlwaysPlays(Level.NORMAL, Games.TIC_TAC_TOE, "a1 a2 b2", "c3");
    }

    @Test
    void normalBlocksTheOtherPlayersThreeOnFourByFour() {
        // o to move; x threatens d1 along row 1.
        assertAlwaysPlays(Level.NORMAL, Games.FOUR_BY_FOUR, "a1 a4 b1 b4 c1", "d1");
    }

    @Test
    void normalCanWalkIntoAFork() {
        // x a1, o b2, x c3: o must take an edge. A corner loses to a fork, and normal,
        // blind to forks, prefers corners (on more open lines).
        Position position = replay(Games.TIC_TAC_TOE, "a1 b2 c3");
        SmallGridSolver solver = new SmallGridSolver(Games.TIC_TAC_TOE);
        for (long seed = 0; seed < SEEDS; seed++) {
            Move move = bots.create(Level.NORMAL, Games.TIC_TAC_TOE, seed).choose(position, Deadline.none());
            MnkBoard board = ((MnkPosition) position.play(move)).toBoard();
            assertTrue(solver.value(board, Deadline.none()) > 0,
                    "normal's " + move + " after a1 b2 c3 should be a corner that x wins with a fork");
        }
    }

    @Test
    void normalInMisereNeverCompletesItsOwnLineWhileItCanAvoidIt() {
        // x: a1 b1; o: a3 c2. x to move must not mark c1, which completes row 1.
        Position position = replay(Games.MISERE, "a1 a3 b1 c2");
        for (long seed = 0; seed < SEEDS; seed++) {
            Move move = bots.create(Level.NORMAL, Games.MISERE, seed).choose(position, Deadline.none());
            assertNotEquals("c1", move.toString(), "normal completed its own line in misere");
        }
    }

    @Test
    void normalInMisereLeavesTheOtherOnlyMarksThatCompleteALine() {
        // x: a1 c1 a3; o: b1 a2 b2; x to move. x c3 leaves o b3 (column b) or c2 (row 2);
        // x b3 or x c2 would let o off.
        Position position = replay(Games.MISERE, "a1 b1 c1 a2 a3 b2");
        Set<String> forcing = forcingMoves(((MnkPosition) position).toBoard());
        assertEquals(Set.of("c3"), forcing, "the marks that leave o only losing ones");
        for (long seed = 0; seed < SEEDS; seed++) {
            Move move = bots.create(Level.NORMAL, Games.MISERE, seed).choose(position, Deadline.none());
            assertTrue(forcing.contains(move.toString()), "normal missed the forcing marks " + forcing + ", played " + move);
        }
    }

    @Test
    void easyMissesSomeThreats() {
        // o to move must block c1; easy looks only now and then.
        Position position = replay(Games.TIC_TAC_TOE, "a1 b2 b1");
        int blocks = 0;
        int games = 400;
        for (long seed = 0; seed < games; seed++) {
            Move move = bots.create(Level.EASY, Games.TIC_TAC_TOE, seed).choose(position, Deadline.none());
            if (move.toString().equals("c1")) {
                blocks++;
            }
        }
        // Sight 0.3, else one of 6 empty squares at random: about 0.3 + 0.7 / 6 = 42% blocks.
        assertTrue(blocks > games / 5 && blocks < games * 2 / 3, "easy blocked " + blocks + " of " + games);
    }

    @Test
    void easySometimesTakesItsWinAndSometimesNot() {
        Position position = replay(Games.TIC_TAC_TOE, "a1 a3 b1 b3");
        Set<String> moves = new HashSet<>();
        for (long seed = 0; seed < 100; seed++) {
            moves.add(bots.create(Level.EASY, Games.TIC_TAC_TOE, seed).choose(position, Deadline.none()).toString());
        }
        assertTrue(moves.contains("c1") && moves.size() > 1, "easy played " + moves);
    }

    /** The marks after which every reply of the other completes a line of theirs (so loses, in misere). */
    private static Set<String> forcingMoves(MnkBoard board) {
        Set<String> forcing = new HashSet<>();
        int[] moves = new int[board.size()];
        int count = board.legalMoves(moves);
        int mover = board.toMove();
        for (int i = 0; i < count; i++) {
            board.play(moves[i]);
            if (!board.isOver()) {
                int[] replies = new int[board.size()];
                int replyCount = board.legalMoves(replies);
                boolean allLose = true;
                for (int j = 0; j < replyCount; j++) {
                    board.play(replies[j]);
                    allLose &= board.isOver() && board.winner() == mover;
                    board.undo();
                }
                if (allLose) {
                    forcing.add(board.point(moves[i]).toString());
                }
            }
            board.undo();
        }
        return forcing;
    }

    private void assertAlwaysPlays(Level level, MnkGame game, String moves, String expected) {
        Position position = replay(game, moves);
        for (long seed = 0; seed < SEEDS; seed++) {
            Bot bot = bots.create(level, game, seed);
            assertEquals(expected, bot.choose(position, Deadline.none()).toString(),
                    level.id() + " " + game.id() + " after " + moves + " (seed " + seed + ")");
        }
    }

    static Position replay(MnkGame game, String moves) {
        List<String> list = Arrays.asList(moves.split(" "));
        return Games.replay(game, list);
    }
}
