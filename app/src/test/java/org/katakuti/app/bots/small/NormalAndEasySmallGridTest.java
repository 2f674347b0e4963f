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
    void normalFacingTwoOfTheOthersRowsStillBlocksOne() {
        // x: a1 a3 b2, o: a2 b1, o to move. x threatens c3 (diagonal) and c1 (anti-diagonal):
        // a fork, lost whatever o does, but o must still block one of them, never b3 or c2.
        assertAlwaysPlaysOneOf(Level.NORMAL, Games.TIC_TAC_TOE, "a1 a2 a3 b1 b2", Set.of("c1", "c3"));
        // The same on four-by-four: x threatens c3 and d3, o blocks one.
        assertAlwaysPlaysOneOf(Level.NORMAL, Games.FOUR_BY_FOUR, "d2 c4 a1 a2 c1 b3 d1 c2 b2 b1 d4", Set.of("c3", "d3"));
    }

    @Test
    void normalInMisereCaughtInASqueezeStillKeepsOffItsOwnLine() {
        // x: a1 c1 a3, o: b1 a2 b3, x to move. b2 completes the anti-diagonal; c2 and c3 each
        // leave o a reply that forces a line on x, but o must find it: x never marks b2.
        assertAlwaysPlaysOneOf(Level.NORMAL, Games.MISERE, "a1 b1 c1 a2 a3 b3", Set.of("c2", "c3"));
    }

    @Test
    void normalCanWalkIntoAFork() {
        // x a1, o b2, x c3: o must take an edge; a corner loses to a fork. Normal, blind to
        // forks, sees nothing to choose between them and picks a corner now and then.
        Position position = replay(Games.TIC_TAC_TOE, "a1 b2 c3");
        SmallGridSolver solver = new SmallGridSolver(Games.TIC_TAC_TOE);
        int forked = 0;
        for (long seed = 0; seed < SEEDS; seed++) {
            Move move = bots.create(Level.NORMAL, Games.TIC_TAC_TOE, seed).choose(position, Deadline.none());
            MnkBoard board = ((MnkPosition) position.play(move)).toBoard();
            if (solver.value(board, Deadline.none()) > 0) {
                forked++;
            }
        }
        assertTrue(forked > 0 && forked < SEEDS, "normal walked into the fork after a1 b2 c3 in " + forked
                + " of " + SEEDS + " games; it should sometimes, not always");
    }

    @Test
    void normalOpensOnTheSquareOnMostLinesMostOftenButNotAlways() {
        double[] chances = SmallGridBots.normal(Games.TIC_TAC_TOE, 1).chances(new MnkBoard(Games.TIC_TAC_TOE));
        int centre = 4;
        for (int square = 0; square < chances.length; square++) {
            if (square != centre) {
                assertTrue(chances[square] > 0 && chances[square] < chances[centre],
                        "normal's chances to open: " + Arrays.toString(chances));
            }
        }
        assertTrue(chances[centre] < 0.5, "normal's chances to open: " + Arrays.toString(chances));
    }

    @Test
    void normalPlaysByItsOdds() {
        MnkGame game = Games.TIC_TAC_TOE;
        Position position = replay(game, "a1");
        double[] chances = SmallGridBots.normal(game, 1).chances(((MnkPosition) position).toBoard());
        int games = 2000;
        int[] played = new int[chances.length];
        for (long seed = 0; seed < games; seed++) {
            Move move = bots.create(Level.NORMAL, game, seed).choose(position, Deadline.none());
            played[new MnkBoard(game).index(move.to())]++;
        }
        for (int square = 0; square < chances.length; square++) {
            assertEquals(chances[square], played[square] / (double) games, 0.04,
                    "how often normal answered a1 on square " + square + ": " + Arrays.toString(played));
        }
    }

    @Test
    void normalInMisereAlwaysOpensInTheCentre() {
        // Misere normal keeps to the best placed squares: the centre, the only opening that holds.
        assertAlwaysPlays(Level.NORMAL, Games.MISERE, "", "b2");
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
        int games = 400;
        int blocks = timesPlayed(Level.EASY, Games.TIC_TAC_TOE, "a1 b2 b1", "c1", games);
        // Sight 0.2, else by its taste for its own lines, which puts c1 with a3 and c2 first of
        // the 6 empty squares: about 0.2 + 0.8 * 0.23 = 39% blocks.
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

    @Test
    void easyInMisereOftenCompletesItsOwnLineOutOfTicTacToeHabit() {
        // x: a1 c1; o: a3 c3; x to move. b1 completes row 1 and loses; normal never plays it.
        assertEquals(0, timesPlayed(Level.NORMAL, Games.MISERE, "a1 a3 c1 c3", "b1", SEEDS), "normal completed its line");
        int games = 200;
        int completed = timesPlayed(Level.EASY, Games.MISERE, "a1 a3 c1 c3", "b1", games);
        // Not looking (4 times in 5), easy favours b1, on row 1 and an empty column: about 0.8 * 0.69 = 55%.
        assertTrue(completed > games / 3 && completed < games * 3 / 4, "easy completed its line " + completed + " of " + games);
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

    /** @return in how many of {@code games} seeded games {@code level} answers {@code moves} with {@code square} */
    private int timesPlayed(Level level, MnkGame game, String moves, String square, int games) {
        Position position = replay(game, moves);
        int times = 0;
        for (long seed = 0; seed < games; seed++) {
            if (bots.create(level, game, seed).choose(position, Deadline.none()).toString().equals(square)) {
                times++;
            }
        }
        return times;
    }

    private void assertAlwaysPlays(Level level, MnkGame game, String moves, String expected) {
        Position position = moves.isEmpty() ? game.start() : replay(game, moves);
        for (long seed = 0; seed < SEEDS; seed++) {
            Bot bot = bots.create(level, game, seed);
            assertEquals(expected, bot.choose(position, Deadline.none()).toString(),
                    level.id() + " " + game.id() + " after " + moves + " (seed " + seed + ")");
        }
    }

    private void assertAlwaysPlaysOneOf(Level level, MnkGame game, String moves, Set<String> expected) {
        Position position = replay(game, moves);
        for (long seed = 0; seed < SEEDS; seed++) {
            Move move = bots.create(level, game, seed).choose(position, Deadline.none());
            assertTrue(expected.contains(move.toString()), level.id() + " " + game.id() + " after " + moves
                    + " (seed " + seed + ") played " + move + ", not one of " + expected);
        }
    }

    static Position replay(MnkGame game, String moves) {
        List<String> list = Arrays.asList(moves.split(" "));
        return Games.replay(game, list);
    }
}
