package org.katakuti.api.rules.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.IllegalMoveException;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/**
 * Thousands of seeded random games, each checked at every step against the
 * rule book's bookkeeping kept here independently, and the board against the
 * position. Half the games shy away from captures, to reach the draws.
 */
class TigadiPlayoutTest {

    private static final int GAMES = 2000;
    /** Games in which every legal move is also played, not just the chosen one. */
    private static final int GAMES_TRYING_EVERY_MOVE = 200;
    /** 18 placements, then at most 100 turns after each of at most 14 captures. */
    private static final int LONGEST_GAME = 18 + 100 * 15;

    @Test
    void randomGamesKeepEveryRuleAtEveryStepAndEnd() {
        Map<Reason, Integer> endings = new EnumMap<>(Reason.class);
        for (int game = 0; game < GAMES; game++) {
            Outcome outcome = playout(game);
            endings.merge(outcome.reason(), 1, Integer::sum);
        }
        // Every way a game can end came up, so every check below has been exercised.
        assertEquals(Set.of(Reason.REDUCED, Reason.REPETITION, Reason.NO_CAPTURE), endings.keySet(), endings.toString());
    }

    @Test
    void theBoardAcceptsExactlyItsLegalMovesAndThePositionExplainsEveryRefusal() {
        Random random = new Random(42);
        int checked = 0;
        for (int game = 0; game < 60; game++) {
            TigadiBoard board = new TigadiBoard();
            TigadiPosition position = Games.TIGADI.start();
            while (!board.isOver()) {
                if (random.nextInt(8) == 0) {
                    assertLegalityAgrees(board, position, random);
                    checked++;
                }
                int move = randomMove(board, random, false);
                board.play(move);
                position = position.play(TigadiBoard.toMove(move));
            }
            assertLegalityAgrees(board, position, random);
        }
        assertTrue(checked > 100, "positions checked: " + checked);
    }

    private static Outcome playout(long seed) {
        Random random = new Random(seed);
        boolean shy = seed % 2 == 1;
        TigadiBoard board = new TigadiBoard();
        TigadiPosition position = Games.TIGADI.start();
        Bookkeeping book = new Bookkeeping();
        while (true) {
            String where = "game " + seed + " after " + position.moveCount() + " moves " + position.lastMove();
            assertAgree(board, position, where);
            book.check(board, where);
            if (board.isOver()) {
                return board.outcome();
            }
            assertTrue(board.moveCount() < LONGEST_GAME, where + ": the game should have ended");
            if (seed < GAMES_TRYING_EVERY_MOVE) {
                for (Move move : position.legalMoves()) {
                    assertEquals(move, Move.parse(move.toString()), where);
                    assertEquals(position.moveCount() + 1, position.play(move).moveCount(), where + " " + move);
                }
            }
            int move = randomMove(board, random, shy);
            board.play(move);
            position = position.play(TigadiBoard.toMove(move));
            book.played(board, move);
        }
    }

    private static int randomMove(TigadiBoard board, Random random, boolean shy) {
        int[] moves = new int[TigadiBoard.MAX_MOVES];
        int count = board.legalMoves(moves);
        if (shy && random.nextInt(20) != 0) {
            int quiet = 0;
            for (int i = 0; i < count; i++) {
                if (TigadiBoard.capture(moves[i]) == TigadiBoard.NONE) {
                    moves[quiet++] = moves[i];
                }
            }
            count = quiet > 0 ? quiet : count;
        }
        return moves[random.nextInt(count)];
    }

    /** The board and the position built on it say the same about everything. */
    private static void assertAgree(TigadiBoard board, TigadiPosition position, String where) {
        for (int i = 0; i < TigadiBoard.POINTS; i++) {
            Seat seat = position.at(TigadiBoard.point(i));
            assertEquals(board.owner(i), seat == null ? TigadiBoard.EMPTY : seat == Seat.FIRST ? 1 : 2, where);
        }
        for (Seat seat : Seat.values()) {
            int code = seat == Seat.FIRST ? TigadiBoard.FIRST : TigadiBoard.SECOND;
            assertEquals(board.inHand(code), position.inHand(seat), where);
            assertEquals(board.onBoard(code), position.onBoard(seat), where);
        }
        assertEquals(board.isOver() ? null : board.toMove() == TigadiBoard.FIRST ? Seat.FIRST : Seat.SECOND,
                position.toMove(), where);
        assertEquals(board.isPlacing(), position.isPlacing(), where);
        assertEquals(board.quietTurns(), position.quietTurns(), where);
        assertEquals(board.moveCount(), position.moveCount(), where);
        assertEquals(board.outcome(), position.outcome(), where);
        assertEquals(board.hash(), position.toBoard().hash(), where);
        assertEquals(List.of(), position.struckLines(), where);
        int[] moves = new int[TigadiBoard.MAX_MOVES];
        int count = board.legalMoves(moves);
        List<Move> expected = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            expected.add(TigadiBoard.toMove(moves[i]));
        }
        assertEquals(expected, position.legalMoves(), where);
        assertEquals(count, new HashSet<>(expected).size(), where + ": a move listed twice");
    }

    private static void assertLegalityAgrees(TigadiBoard board, TigadiPosition position, Random random) {
        int[] moves = new int[TigadiBoard.MAX_MOVES];
        int count = board.legalMoves(moves);
        Set<Integer> legal = new HashSet<>();
        for (int i = 0; i < count; i++) {
            legal.add(moves[i]);
        }
        List<Integer> illegal = new ArrayList<>();
        for (int from = TigadiBoard.NONE; from < TigadiBoard.POINTS; from++) {
            for (int to = TigadiBoard.NONE; to < TigadiBoard.POINTS; to++) {
                for (int capture = TigadiBoard.NONE; capture < TigadiBoard.POINTS; capture++) {
                    if (to == TigadiBoard.NONE && (from != TigadiBoard.NONE || capture != TigadiBoard.NONE)) {
                        continue; // no move has a from point or a capture without a to point
                    }
                    int move = to == TigadiBoard.NONE ? TigadiBoard.PASS
                            : from == TigadiBoard.NONE ? TigadiBoard.placement(to, capture)
                            : TigadiBoard.slide(from, to, capture);
                    assertEquals(legal.contains(move), board.isLegal(move), TigadiBoard.toMove(move).toString());
                    if (!legal.contains(move)) {
                        illegal.add(move);
                    }
                }
            }
        }
        for (int k = 0; k < 40 && !illegal.isEmpty(); k++) {
            Move move = TigadiBoard.toMove(illegal.get(random.nextInt(illegal.size())));
            assertFalse(position.isLegal(move), move.toString());
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> position.play(move));
            assertFalse(e.getMessage().endsWith("is not a legal move here"), move + ": " + e.getMessage());
        }
        for (int code : legal) {
            assertTrue(position.isLegal(TigadiBoard.toMove(code)));
        }
    }

    /**
     * The rule book's counts kept the slow, obvious way: captures per seat,
     * and every position since the 18th placement as a string.
     */
    private static final class Bookkeeping {
        private final int[] captured = new int[3];
        private final List<String> positionsSinceCaptureOrPlacing = new ArrayList<>();
        private int turnsSinceCaptureOrPlacing;
        private boolean lastWasCapture;

        void played(TigadiBoard board, int move) {
            int mover = 3 - board.toMove();
            int enemy = board.toMove();
            int to = TigadiBoard.to(move);
            int capture = TigadiBoard.capture(move);
            lastWasCapture = capture != TigadiBoard.NONE;
            if (lastWasCapture) {
                captured[enemy]++;
            }
            if (move != TigadiBoard.PASS) {
                int enemyBefore = board.mask(enemy) | (lastWasCapture ? 1 << capture : 0);
                assertEquals(enemyBefore != 0 && inCompleteLine(board.mask(mover), to), lastWasCapture,
                        TigadiBoard.toMove(move) + ": a move captures exactly when the moved goti closes a tigadi");
                if (lastWasCapture) {
                    boolean allStand = true;
                    for (int i = 0; i < TigadiBoard.POINTS; i++) {
                        allStand &= (enemyBefore & 1 << i) == 0 || inCompleteLine(enemyBefore, i);
                    }
                    assertTrue(allStand || !inCompleteLine(enemyBefore, capture),
                            TigadiBoard.toMove(move) + ": took a protected goti");
                }
            }
            if (board.isPlacing()) {
                return;
            }
            boolean eighteenth = TigadiBoard.from(move) == TigadiBoard.NONE && move != TigadiBoard.PASS;
            if (eighteenth || lastWasCapture) {
                positionsSinceCaptureOrPlacing.clear();
                turnsSinceCaptureOrPlacing = 0;
            } else {
                turnsSinceCaptureOrPlacing++;
            }
            positionsSinceCaptureOrPlacing.add(describe(board));
        }

        void check(TigadiBoard board, String where) {
            int[] total = new int[3];
            for (int seat = 1; seat <= 2; seat++) {
                assertEquals(9, board.onBoard(seat) + board.inHand(seat) + captured[seat], where + ": gotis of seat " + seat);
                total[seat] = board.onBoard(seat) + board.inHand(seat);
            }
            assertEquals(board.isPlacing() ? 0 : turnsSinceCaptureOrPlacing, board.quietTurns(), where);
            int occurrences = 0;
            if (!board.isPlacing()) {
                String now = describe(board);
                for (String seen : positionsSinceCaptureOrPlacing) {
                    occurrences += seen.equals(now) ? 1 : 0;
                }
            }
            Outcome expected;
            if (lastWasCapture && Math.min(total[1], total[2]) <= 2) {
                expected = Outcome.win(total[1] <= 2 ? Seat.SECOND : Seat.FIRST, Reason.REDUCED);
            } else if (occurrences >= 3) {
                expected = Outcome.draw(Reason.REPETITION);
            } else if (turnsSinceCaptureOrPlacing >= 100) {
                expected = Outcome.draw(Reason.NO_CAPTURE);
            } else {
                expected = Outcome.ONGOING;
            }
            assertEquals(expected, board.outcome(), where);
            int[] moves = new int[TigadiBoard.MAX_MOVES];
            int count = board.legalMoves(moves);
            assertEquals(board.isOver(), count == 0, where);
            for (int i = 0; i < count; i++) {
                if (moves[i] == TigadiBoard.PASS) {
                    assertEquals(1, count, where + ": pass beside other moves");
                    assertFalse(board.isPlacing(), where + ": pass while placing");
                    for (int point = 0; point < TigadiBoard.POINTS; point++) {
                        for (int next : TigadiBoard.neighbours(point)) {
                            assertFalse(board.owner(point) == board.toMove() && board.owner(next) == TigadiBoard.EMPTY,
                                    where + ": pass though " + TigadiBoard.point(point) + " can slide");
                        }
                    }
                }
            }
        }

        /** Does the goti at {@code point} stand on a line full of {@code gotis}? Read off {@link TigadiBoard#lines()}. */
        private static boolean inCompleteLine(int gotis, int point) {
            for (int[] line : TigadiBoard.lines()) {
                boolean through = false;
                boolean full = true;
                for (int p : line) {
                    through |= p == point;
                    full &= (gotis & 1 << p) != 0;
                }
                if (through && full) {
                    return true;
                }
            }
            return false;
        }

        private static String describe(TigadiBoard board) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < TigadiBoard.POINTS; i++) {
                text.append(board.owner(i));
            }
            return text.append(" to move ").append(board.toMove()).toString();
        }
    }
}
