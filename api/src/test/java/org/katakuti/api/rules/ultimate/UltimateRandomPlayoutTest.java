package org.katakuti.api.rules.ultimate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Seat;

/**
 * Thousands of seeded random games of ultimate, checked mark by mark against
 * the plain referee, with the fast board and the immutable position in lockstep.
 */
class UltimateRandomPlayoutTest {

    private static final int PLAYOUTS = 2000;

    @Test
    void boardPositionAndPlainRefereeAgreeAtEveryMarkOfRandomGames() {
        int[] moves = new int[UltimateBoard.SIZE];
        for (int seed = 0; seed < PLAYOUTS; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            UltimateBoard board = new UltimateBoard();
            UltimatePosition position = Games.ULTIMATE.start();
            NaiveUltimateReferee referee = new NaiveUltimateReferee();
            String where = "seed " + seed;
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
                Move move = Move.at(UltimateBoard.point(index));
                assertEquals(move, Move.parse(move.toString()), "notation round-trips");
                referee.mark(move.to(), position.toMove());
                position = position.play(move);
                board.play(index);
                assertTrue(board.moveCount() <= UltimateBoard.SIZE, where + ": the game outlasted the field");
            }
        }
    }

    private static void assertAgree(UltimateBoard board, UltimatePosition position, NaiveUltimateReferee referee,
            String where) {
        Outcome expected = referee.outcome();
        assertEquals(expected, board.outcome(), where);
        assertEquals(expected, position.outcome(), where);
        assertEquals(expected.winner() == null ? UltimateBoard.EMPTY : expected.winner() == Seat.FIRST
                ? UltimateBoard.FIRST : UltimateBoard.SECOND, board.winner(), where);
        assertEquals(expected.isOver() ? null : UltimateBoard.seat(board.toMove()), position.toMove(), where);
        assertEquals(board.moveCount(), position.moveCount(), where);
        assertEquals(board.lastMove() < 0 ? null : Move.at(UltimateBoard.point(board.lastMove())),
                position.lastMove(), where);

        Seat[][] marks = new Seat[3][UltimateBoard.SIZE];
        for (int index = 0; index < UltimateBoard.SIZE; index++) {
            Point point = UltimateBoard.point(index);
            marks[0][index] = referee.at(point);
            marks[1][index] = UltimateBoard.seat(board.cell(index));
            marks[2][index] = position.at(point);
        }
        assertArrayEquals(marks[0], marks[1], where);
        assertArrayEquals(marks[0], marks[2], where);

        int[][] grids = new int[3][UltimateBoard.GRIDS];
        for (int grid = 0; grid < UltimateBoard.GRIDS; grid++) {
            grids[0][grid] = referee.gridStatus(grid % 3, grid / 3);
            grids[1][grid] = board.gridStatus(grid);
            grids[2][grid] = position.gridStatus(grid);
        }
        assertArrayEquals(grids[0], grids[1], where);
        assertArrayEquals(grids[0], grids[2], where);
        if (!expected.isOver()) {
            assertEquals(referee.forcedGrid(), board.forcedGrid(), where);
            assertEquals(referee.forcedGrid(), position.forcedGrid(), where);
        }

        List<Move> legal = referee.legalMoves();
        assertEquals(legal, position.legalMoves(), where);
        int[] fromBoard = copyOfMoves(board);
        List<Move> sorted = new ArrayList<>();
        boolean inIndexOrder = true;
        for (int i = 0; i < fromBoard.length; i++) {
            sorted.add(Move.at(UltimateBoard.point(fromBoard[i])));
            inIndexOrder &= i == 0 || fromBoard[i - 1] < fromBoard[i];
            inIndexOrder &= board.isLegal(fromBoard[i]);
        }
        assertTrue(inIndexOrder, where + ": board moves legal and in index order");
        sorted.sort((a, b) -> a.to().compareTo(b.to()));
        assertEquals(legal, sorted, where);
        List<Integer> playable = new ArrayList<>();
        for (Move move : legal) {
            int grid = UltimatePosition.gridOf(move.to());
            if (!playable.contains(grid)) {
                playable.add(grid);
            }
        }
        playable.sort(null);
        assertEquals(playable, position.playableGrids(), where);

        assertEquals(referee.struckLines(), new HashSet<>(position.struckLines()), where);
        assertEquals(referee.struckLines().size(), position.struckLines().size(), where + ": each line struck once");
        assertEquals(board.computeHash(), board.hash(), where + ": hash drifted");
        assertEquals(board.hash(), position.hash(), where);
    }

    private static int[] copyOfMoves(UltimateBoard board) {
        int[] moves = new int[UltimateBoard.SIZE];
        return Arrays.copyOf(moves, board.legalMoves(moves));
    }

    @Test
    void undoRestoresTheExactPreviousStateAfterAnyPlayAndUndoSequence() {
        int[] moves = new int[UltimateBoard.SIZE];
        for (int seed = 0; seed < PLAYOUTS; seed++) {
            SplittableRandom random = new SplittableRandom(1_000_000 + seed);
            UltimateBoard board = new UltimateBoard();
            Deque<int[]> before = new ArrayDeque<>();
            for (int step = 0; step < 200; step++) {
                boolean undo = board.isOver() || (board.moveCount() > 0 && random.nextInt(3) == 0);
                if (undo) {
                    board.undo();
                    int at = step;
                    int from = seed;
                    assertArrayEquals(before.pop(), snapshot(board), () -> "seed " + from + " step " + at);
                } else {
                    before.push(snapshot(board));
                    board.play(moves[random.nextInt(board.legalMoves(moves))]);
                }
                assertEquals(board.computeHash(), board.hash(), "hash drifted");
            }
        }
    }

    /** Everything a board can be asked, as numbers: state, grids, cells, then legal moves. */
    private static int[] snapshot(UltimateBoard board) {
        int[] state = {(int) board.hash(), (int) (board.hash() >>> 32), board.outcome().hashCode(), board.winner(),
            board.moveCount(), board.toMove(), board.lastMove(), board.forcedGrid()};
        int[] numbers = Arrays.copyOf(state, state.length + UltimateBoard.GRIDS + 2 * UltimateBoard.SIZE);
        int at = state.length;
        for (int grid = 0; grid < UltimateBoard.GRIDS; grid++) {
            numbers[at++] = board.gridStatus(grid);
        }
        for (int index = 0; index < UltimateBoard.SIZE; index++) {
            numbers[at++] = board.cell(index);
        }
        int[] moves = copyOfMoves(board);
        System.arraycopy(moves, 0, numbers, at, moves.length);
        return numbers;
    }

    @Test
    void randomGamesEndWithinTheFieldAndReplayFromTheirNotation() {
        int[] moves = new int[UltimateBoard.SIZE];
        for (int seed = 0; seed < PLAYOUTS; seed++) {
            SplittableRandom random = new SplittableRandom(2_000_000 + seed);
            UltimateBoard board = new UltimateBoard();
            List<String> notation = new ArrayList<>();
            int count;
            while ((count = board.legalMoves(moves)) > 0) {
                int index = moves[random.nextInt(count)];
                notation.add(UltimateBoard.point(index).toString());
                board.play(index);
            }
            assertTrue(board.isOver(), "no moves only once the game is over");
            assertTrue(board.moveCount() <= UltimateBoard.SIZE);
            UltimatePosition replayed = (UltimatePosition) Games.replay(Games.ULTIMATE, notation);
            assertEquals(UltimatePosition.of(board), replayed, "seed " + seed);
            assertEquals(board.outcome(), replayed.outcome());
        }
    }
}
