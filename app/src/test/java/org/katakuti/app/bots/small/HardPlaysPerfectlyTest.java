package org.katakuti.app.bots.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;

/**
 * The hard bot plays every small grid perfectly, proved against every possible
 * opponent: at each opponent turn every legal move is tried, at each bot turn
 * every move the bot might choose. At every position reached, what the bot
 * gets in the worst case must equal the game-theoretic value, found by a
 * plain reference search written here: so it never loses a position that can
 * be held, and wins every position the opponent has thrown away.
 */
class HardPlaysPerfectlyTest {

    @Test
    void hardNeverLosesTicTacToeAndWinsEveryThrownGameAgainstAnyOpponent() {
        assertPerfectAgainstEveryOpponent(Games.TIC_TAC_TOE);
    }

    @Test
    void hardNeverLosesMisereAndWinsEveryThrownGameAgainstAnyOpponent() {
        assertPerfectAgainstEveryOpponent(Games.MISERE);
    }

    @Test
    void hardNeverLosesFourByFourAndWinsEveryThrownGameAgainstAnyOpponent() {
        assertPerfectAgainstEveryOpponent(Games.FOUR_BY_FOUR);
    }

    private static void assertPerfectAgainstEveryOpponent(MnkGame game) {
        ReferenceSolver reference = new ReferenceSolver();
        for (Seat seat : Seat.values()) {
            Explorer explorer = new Explorer(game, seat, reference);
            int worst = explorer.worstFor(game.start());
            assertEquals(0, worst, game.id() + " is a draw; the hard bot as " + seat.notation() + " got " + worst);
            assertTrue(explorer.thrownGames > 0, "some opponent lines throw the game away");
        }
    }

    /** Walks every game the hard bot can play against any opponent. */
    private static final class Explorer {
        private final int botMark;
        private final PerfectBot bot;
        private final ReferenceSolver reference;
        private final Map<Long, Integer> memo = new HashMap<>();
        private final Deque<Move> line = new ArrayDeque<>();
        private int thrownGames;

        Explorer(MnkGame game, Seat seat, ReferenceSolver reference) {
            this.botMark = seat == Seat.FIRST ? MnkBoard.FIRST : MnkBoard.SECOND;
            this.bot = new PerfectBot(game, 42);
            this.reference = reference;
        }

        /** @return the worst result (1 win, 0 draw, -1 loss) the bot gets from here, whatever the opponent does */
        int worstFor(Position position) {
            MnkBoard board = ((MnkPosition) position).toBoard();
            if (board.isOver()) {
                return board.winner() == MnkBoard.EMPTY ? 0 : board.winner() == botMark ? 1 : -1;
            }
            long key = shapeOf(board);
            Integer known = memo.get(key);
            if (known != null) {
                return known;
            }
            int truth = reference.value(board) * (board.toMove() == botMark ? 1 : -1);
            int worst = 1;
            if (board.toMove() == botMark) {
                List<Integer> best = bot.choices(board, Deadline.none());
                Move chosen = bot.choose(position, Deadline.none());
                assertTrue(best.contains(board.index(chosen.to())),
                        "after " + line + " the bot chose " + chosen + ", not one of its best moves");
                for (int square : best) {
                    worst = Math.min(worst, worstAfter(position, board.point(square).toString()));
                }
            } else {
                for (Move move : position.legalMoves()) {
                    worst = Math.min(worst, worstAfter(position, move.toString()));
                }
                if (truth == 1) {
                    thrownGames++;
                }
            }
            assertEquals(truth, worst, "after " + line + " the position is worth " + truth
                    + " to the bot, but it can end up with " + worst);
            memo.put(key, worst);
            return worst;
        }

        private int worstAfter(Position position, String move) {
            Move parsed = Move.parse(move);
            line.addLast(parsed);
            int worst = worstFor(position.play(parsed));
            line.removeLast();
            return worst;
        }
    }

    /**
     * The same number for a position and its mirror images and turns (the
     * smallest of their marks read as base-3 numbers), so that each shape of
     * position is explored once: the bot plays them all alike.
     */
    private static long shapeOf(MnkBoard board) {
        int side = board.columns();
        long smallest = Long.MAX_VALUE;
        for (int symmetry = 0; symmetry < 8; symmetry++) {
            long number = 0;
            for (int row = 0; row < side; row++) {
                for (int column = 0; column < side; column++) {
                    int c = (symmetry & 1) == 0 ? column : side - 1 - column;
                    int r = (symmetry & 2) == 0 ? row : side - 1 - row;
                    number = number * 3 + board.cell((symmetry & 4) == 0 ? board.index(c, r) : board.index(r, c));
                }
            }
            smallest = Math.min(smallest, number);
        }
        return smallest;
    }

    /**
     * The game-theoretic value (1 win, 0 draw, -1 loss for the seat to move),
     * by the plainest alpha-beta search with a table of proven bounds: slow
     * but obviously right, and sharing no code with the bot.
     */
    private static final class ReferenceSolver {
        private final Map<Long, Integer> atLeast = new HashMap<>();
        private final Map<Long, Integer> atMost = new HashMap<>();

        int value(MnkBoard board) {
            return search(board, -1, 1);
        }

        private int search(MnkBoard board, int alpha, int beta) {
            long key = shapeOf(board);
            int low = atLeast.getOrDefault(key, -1);
            int high = atMost.getOrDefault(key, 1);
            if (low == high || low >= beta) {
                return low;
            }
            if (high <= alpha) {
                return high;
            }
            alpha = Math.max(alpha, low);
            beta = Math.min(beta, high);
            int me = board.toMove();
            int[] moves = new int[board.size()];
            int count = board.legalMoves(moves);
            int best = -1;
            for (int i = 0; i < count && best < beta; i++) {
                board.play(moves[i]);
                int value = board.isOver()
                        ? board.winner() == MnkBoard.EMPTY ? 0 : board.winner() == me ? 1 : -1
                        : -search(board, -beta, -Math.max(alpha, best));
                board.undo();
                best = Math.max(best, value);
            }
            if (best < beta) {
                atMost.put(key, best);
            }
            if (best > alpha) {
                atLeast.put(key, best);
            }
            return best;
        }
    }
}
