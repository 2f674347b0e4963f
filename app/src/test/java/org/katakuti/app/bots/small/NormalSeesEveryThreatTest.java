package org.katakuti.app.bots.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;
import org.katakuti.app.bots.LevelBotFactory;

/**
 * The rule book's promise for normal on the small grids, checked position by
 * position: it always completes its own line when it can, and otherwise
 * blocks one of the other's (facing two, it still blocks one). Every
 * reachable tic-tac-toe and misere position where either side is one mark
 * from a line is checked; on four-by-four, a seeded sample of them. Each
 * position is played by normal with many seeds, made the way the table makes
 * them ({@link BotFactory#create}).
 *
 * <p>In misere a line loses for whoever completes it, so the careful reading
 * turns the promise around, one mark further (as {@link ThreatBot} looks):
 * normal never completes its own line while another mark is left; when it can
 * leave the other only marks that complete one of theirs, it does; otherwise,
 * when it can, it leaves the other no reply that would do that to it.
 *
 * <p>The squares that should be played are worked out here from the board
 * alone, without the bot's code.
 */
class NormalSeesEveryThreatTest {

    private static final int SEEDS = 20;
    /** Four-by-four positions sampled: distinct, from seeded random games, each one mark from a line. */
    private static final int FOUR_BY_FOUR_SAMPLE = 3000;
    private static final int REPORTED = 8;

    private final BotFactory normal = new LevelBotFactory.Normal();

    @Test
    void ticTacToeNormalCompletesItsOwnLineElseBlocksOneOfTheOthers() {
        // Of the 4520 reachable positions where the game goes on, those where either side is one
        // mark from a line: about a second for 20 seeds each.
        assertEquals(3842, check(Games.TIC_TAC_TOE, everyReachable(Games.TIC_TAC_TOE)));
    }

    @Test
    void misereNormalNeverCompletesItsOwnLineAndSqueezesTheOtherWhenItCan() {
        // The same positions as tic-tac-toe: only who wins differs.
        assertEquals(3842, check(Games.MISERE, everyReachable(Games.MISERE)));
    }

    @Test
    void fourByFourNormalCompletesItsOwnLineElseBlocksOneOfTheOthers() {
        check(Games.FOUR_BY_FOUR, sample(Games.FOUR_BY_FOUR, FOUR_BY_FOUR_SAMPLE, 0x4b4L));
    }

    /** Plays every position with every seed; fails with the first few wrong moves, told as bug reports. */
    private int check(MnkGame game, Map<Long, int[]> positions) {
        List<String> wrong = new ArrayList<>();
        int wrongCount = 0;
        int checked = 0;
        for (int[] moves : positions.values()) {
            MnkBoard board = replay(game, moves);
            if (board.isOver() || !eitherIsOneFromALine(board)) {
                continue;
            }
            checked++;
            Expectation expected = game.isMisere() ? misere(board) : normal(board);
            MnkPosition position = MnkPosition.of(board);
            for (long seed = 0; seed < SEEDS; seed++) {
                Bot bot = normal.create(game, seed);
                Move move = bot.choose(position, Deadline.none());
                int square = board.index(move.to());
                if (!expected.squares.contains(square)) {
                    if (wrongCount++ < REPORTED) {
                        wrong.add(String.format("%s after %s (%s to move, seed %d): normal played %s; it should have %s %s",
                                game.id(), moveList(board), mark(board.toMove()), seed, move,
                                expected.what, squares(board, expected.squares)));
                    }
                }
            }
        }
        if (wrongCount > 0) {
            fail("normal broke the rule book in " + wrongCount + " of " + checked * SEEDS + " seeded moves ("
                    + checked + " positions):\n  " + String.join("\n  ", wrong));
        }
        return checked;
    }

    /** The squares normal must choose among, and how a player would say why. */
    private static final class Expectation {
        final TreeSet<Integer> squares;
        final String what;

        Expectation(TreeSet<Integer> squares, String what) {
            this.squares = squares;
            this.what = what;
        }
    }

    /** Tic-tac-toe and four-by-four: complete its own line, else block one of the other's. */
    private static Expectation normal(MnkBoard board) {
        int me = board.toMove();
        TreeSet<Integer> wins = completing(board, me);
        if (!wins.isEmpty()) {
            return new Expectation(wins, "completed its own line on");
        }
        TreeSet<Integer> blocks = completing(board, other(me));
        if (!blocks.isEmpty()) {
            return new Expectation(blocks, "blocked " + mark(other(me)) + (blocks.size() > 1 ? " on one of" : " on"));
        }
        return new Expectation(legal(board), "played anywhere:");
    }

    /**
     * Misere: of the marks that do not complete its own line (all, when every
     * mark does), those that leave the other only marks completing a line of
     * theirs; if none, those that leave the other no such reply against it;
     * if none, any.
     */
    private static Expectation misere(MnkBoard board) {
        int me = board.toMove();
        TreeSet<Integer> safe = legal(board);
        safe.removeAll(completing(board, me));
        if (safe.isEmpty()) {
            return new Expectation(legal(board), "played anywhere:");
        }
        TreeSet<Integer> squeezing = new TreeSet<>();
        TreeSet<Integer> holding = new TreeSet<>();
        for (int square : safe) {
            board.play(square);
            if (!board.isOver()) {
                if (onlyLinesLeft(board)) {
                    squeezing.add(square);
                }
                if (!canSqueeze(board)) {
                    holding.add(square);
                }
            } else {
                holding.add(square); // a draw
            }
            board.undo();
        }
        if (!squeezing.isEmpty()) {
            return new Expectation(squeezing, "left " + mark(other(me)) + " only marks completing a line, with");
        }
        if (!holding.isEmpty()) {
            return new Expectation(holding, "left " + mark(other(me)) + " no reply that forces a line on "
                    + mark(me) + ", with one of");
        }
        return new Expectation(safe, "kept off its own lines, with one of");
    }

    /** Whether every mark the seat to move has left completes a line of its own. */
    private static boolean onlyLinesLeft(MnkBoard board) {
        return completing(board, board.toMove()).equals(legal(board));
    }

    /** Whether the seat to move has a mark, completing no line of its own, that leaves the other only such marks. */
    private static boolean canSqueeze(MnkBoard board) {
        TreeSet<Integer> own = completing(board, board.toMove());
        for (int square : legal(board)) {
            if (own.contains(square)) {
                continue;
            }
            board.play(square);
            boolean squeezes = !board.isOver() && onlyLinesLeft(board);
            board.undo();
            if (squeezes) {
                return true;
            }
        }
        return false;
    }

    private static boolean eitherIsOneFromALine(MnkBoard board) {
        return !completing(board, MnkBoard.FIRST).isEmpty() || !completing(board, MnkBoard.SECOND).isEmpty();
    }

    /** The empty squares that would complete a line of {@code mark}'s. */
    private static TreeSet<Integer> completing(MnkBoard board, int mark) {
        TreeSet<Integer> squares = new TreeSet<>();
        for (int square : legal(board)) {
            if (board.completesLine(square, mark)) {
                squares.add(square);
            }
        }
        return squares;
    }

    private static TreeSet<Integer> legal(MnkBoard board) {
        int[] moves = new int[board.size()];
        int count = board.legalMoves(moves);
        TreeSet<Integer> squares = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            squares.add(moves[i]);
        }
        return squares;
    }

    /** Every position reachable from the empty board by legal moves, over or not, each by one move list that reaches it. */
    private static Map<Long, int[]> everyReachable(MnkGame game) {
        Map<Long, int[]> positions = new HashMap<>();
        walk(new MnkBoard(game), positions);
        return positions;
    }

    private static void walk(MnkBoard board, Map<Long, int[]> positions) {
        if (positions.putIfAbsent(board.hash(), movesOf(board)) != null || board.isOver()) {
            return;
        }
        for (int square : legal(board)) {
            board.play(square);
            walk(board, positions);
            board.undo();
        }
    }

    /** {@code count} distinct ongoing positions, one mark from a line for either side, from random games. */
    private static Map<Long, int[]> sample(MnkGame game, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Map<Long, int[]> positions = new HashMap<>();
        for (int games = 0; positions.size() < count && games < 100 * count; games++) {
            MnkBoard board = new MnkBoard(game);
            while (!board.isOver() && positions.size() < count) {
                if (eitherIsOneFromALine(board)) {
                    positions.putIfAbsent(board.hash(), movesOf(board));
                }
                int[] moves = new int[board.size()];
                board.play(moves[random.nextInt(board.legalMoves(moves))]);
            }
        }
        assertTrue(positions.size() == count, "sampled only " + positions.size() + " positions");
        return positions;
    }

    private static int[] movesOf(MnkBoard board) {
        int[] moves = new int[board.moveCount()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = board.move(i);
        }
        return moves;
    }

    private static MnkBoard replay(MnkGame game, int[] moves) {
        MnkBoard board = new MnkBoard(game);
        for (int square : moves) {
            board.play(square);
        }
        return board;
    }

    private static String moveList(MnkBoard board) {
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < board.moveCount(); i++) {
            list.append(i == 0 ? "" : " ").append(board.point(board.move(i)));
        }
        return list.length() == 0 ? "no moves" : list.toString();
    }

    private static String squares(MnkBoard board, TreeSet<Integer> squares) {
        List<String> names = new ArrayList<>();
        for (int square : squares) {
            names.add(board.point(square).toString());
        }
        return String.join(" ", names);
    }

    private static int other(int mark) {
        return MnkBoard.FIRST + MnkBoard.SECOND - mark;
    }

    private static String mark(int mark) {
        return mark == MnkBoard.FIRST ? "x" : "o";
    }
}
