package org.katakuti.api.rules.mnk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Seat;

/**
 * Thousands of seeded random games of every m,n,k game, checked mark by mark
 * against the plain referee, with the fast board and the immutable position in
 * lockstep.
 */
class MnkRandomPlayoutTest {

    static Stream<Arguments> games() {
        return Stream.of(
                Arguments.of(Games.TIC_TAC_TOE, 3000),
                Arguments.of(Games.MISERE, 3000),
                Arguments.of(Games.FOUR_BY_FOUR, 3000),
                // A big-grid game runs ten times as many marks, each checked square by square.
                Arguments.of(Games.FIVE_IN_A_ROW, 600),
                Arguments.of(Games.GOMOKU, 300));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void boardPositionAndPlainRefereeAgreeAtEveryMarkOfRandomGames(MnkGame game, int playouts) {
        int[] moves = new int[game.columns() * game.rows()];
        for (int seed = 0; seed < playouts; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            MnkBoard board = new MnkBoard(game);
            MnkPosition position = game.start();
            NaiveMnkReferee referee = new NaiveMnkReferee(game);
            String where = game.id() + " seed " + seed;
            while (true) {
                assertAgree(board, position, referee, where + " after " + board.moveCount() + " marks");
                if (position.isOver()) {
                    break;
                }
                int count = board.legalMoves(moves);
                long hash = board.hash();
                for (int i = 0; i < count; i++) {
                    board.play(moves[i]);
                    board.undo();
                }
                assertEquals(hash, board.hash(), where + ": every legal mark applies and undoes");
                int index = moves[random.nextInt(count)];
                Move move = Move.at(board.point(index));
                assertEquals(move, Move.parse(move.toString()), "notation round-trips");
                referee.mark(move.to(), position.toMove());
                position = position.play(move);
                board.play(index);
                assertTrue(board.moveCount() <= board.size(), where + ": the game outlasted the board");
            }
        }
    }

    private static void assertAgree(MnkBoard board, MnkPosition position, NaiveMnkReferee referee, String where) {
        Outcome expected = referee.outcome();
        assertEquals(expected, board.outcome(), where);
        assertEquals(expected, position.outcome(), where);
        assertEquals(expected.isOver(), board.isOver(), where);
        assertEquals(expected.winner() == null ? MnkBoard.EMPTY : MnkBoard.mark(expected.winner()), board.winner(), where);
        assertEquals(expected.isOver() ? null : MnkBoard.seat(board.toMove()), position.toMove(), where);
        assertEquals(board.moveCount() % 2 == 0 ? MnkBoard.FIRST : MnkBoard.SECOND, board.toMove(), where);
        assertEquals(board.moveCount(), position.moveCount(), where);
        assertEquals(board.lastMove() < 0 ? null : Move.at(board.point(board.lastMove())), position.lastMove(), where);

        Seat[] expectedMarks = new Seat[board.size()];
        Seat[] boardMarks = new Seat[board.size()];
        Seat[] positionMarks = new Seat[board.size()];
        for (int index = 0; index < board.size(); index++) {
            Point point = board.point(index);
            assertEquals(index, board.index(point));
            expectedMarks[index] = referee.at(point);
            boardMarks[index] = MnkBoard.seat(board.cell(index));
            positionMarks[index] = position.at(point);
        }
        assertArrayEquals(expectedMarks, boardMarks, where);
        assertArrayEquals(expectedMarks, positionMarks, where);

        List<Move> legal = expected.isOver() ? Collections.<Move>emptyList() : referee.emptySquares();
        assertEquals(legal, position.legalMoves(), where);
        int[] moves = new int[board.size()];
        int count = board.legalMoves(moves);
        List<Move> fromBoard = new ArrayList<>();
        boolean inIndexOrder = true;
        for (int i = 0; i < count; i++) {
            fromBoard.add(Move.at(board.point(moves[i])));
            inIndexOrder &= i == 0 || moves[i - 1] < moves[i];
        }
        assertTrue(inIndexOrder, where + ": board moves in index order");
        Collections.sort(fromBoard, (a, b) -> a.to().compareTo(b.to()));
        assertEquals(legal, fromBoard, where);

        assertEquals(referee.lines(), new HashSet<>(position.struckLines()), where);
        assertEquals(board.computeHash(), board.hash(), where + ": hash drifted");
        assertEquals(board.hash(), position.hash(), where);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void undoRestoresTheExactPreviousStateAfterAnyPlayAndUndoSequence(MnkGame game, int playouts) {
        int[] moves = new int[game.columns() * game.rows()];
        for (int seed = 0; seed < playouts; seed++) {
            SplittableRandom random = new SplittableRandom(1_000_000 + seed);
            MnkBoard board = new MnkBoard(game);
            Deque<Snapshot> before = new ArrayDeque<>();
            for (int step = 0; step < 3 * board.size(); step++) {
                boolean undo = board.isOver() || (board.moveCount() > 0 && random.nextInt(3) == 0);
                if (undo) {
                    board.undo();
                    assertEquals(before.pop(), new Snapshot(board), game.id() + " seed " + seed + " step " + step);
                } else {
                    before.push(new Snapshot(board));
                    board.play(moves[random.nextInt(board.legalMoves(moves))]);
                }
                assertEquals(board.computeHash(), board.hash(), "hash drifted");
            }
        }
    }

    /** Everything a board can be asked, captured for comparison. */
    private static final class Snapshot {
        private final Outcome outcome;
        private final int[] numbers;

        Snapshot(MnkBoard board) {
            outcome = board.outcome();
            int[] state = {(int) board.hash(), (int) (board.hash() >>> 32), board.winner(), board.moveCount(),
                board.toMove(), board.lastMove(), board.openWindows()};
            numbers = Arrays.copyOf(state, state.length + board.size() + 2 * board.windows());
            int at = state.length;
            for (int i = 0; i < board.size(); i++) {
                numbers[at++] = board.cell(i);
            }
            for (int w = 0; w < board.windows(); w++) {
                numbers[at++] = board.windowMarks(w, MnkBoard.FIRST);
                numbers[at++] = board.windowMarks(w, MnkBoard.SECOND);
            }
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Snapshot && ((Snapshot) other).outcome.equals(outcome)
                    && Arrays.equals(((Snapshot) other).numbers, numbers);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(numbers);
        }

        @Override
        public String toString() {
            return outcome + " " + Arrays.toString(numbers);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void randomGamesEndWithinTheBoardSizeAndReplayFromTheirNotation(MnkGame game, int playouts) {
        int[] moves = new int[game.columns() * game.rows()];
        for (int seed = 0; seed < playouts; seed++) {
            SplittableRandom random = new SplittableRandom(2_000_000 + seed);
            MnkBoard board = new MnkBoard(game);
            List<String> notation = new ArrayList<>();
            int count;
            while ((count = board.legalMoves(moves)) > 0) {
                int index = moves[random.nextInt(count)];
                notation.add(board.point(index).toString());
                board.play(index);
            }
            assertTrue(board.isOver(), "no moves only once the game is over");
            assertTrue(board.moveCount() <= board.size());
            MnkPosition replayed = (MnkPosition) Games.replay(game, notation);
            assertEquals(MnkPosition.of(board), replayed, game.id() + " seed " + seed);
            assertEquals(board.outcome(), replayed.outcome());
            assertEquals(Seat.FIRST, game.start().toMove());
        }
    }
}
