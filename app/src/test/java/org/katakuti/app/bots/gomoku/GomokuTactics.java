package org.katakuti.app.bots.gomoku;

import java.util.Arrays;
import java.util.stream.Stream;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;

/**
 * Positions and checks shared by the five-in-a-row bot tests. Every position is
 * written in squares a1..i9, so it stands on both grids: five-in-a-row (9x9)
 * and the bottom-left corner of gomoku (15x15).
 */
final class GomokuTactics {

    /** First to move; f5 makes two open threes (d5 e5 f5 and f5 f6 f7); second's marks are in the corners. */
    static final String DOUBLE_THREE = "d5 a1 e5 i1 f6 a9 f7 i9";

    private GomokuTactics() {
    }

    /** Both grids, for parameterized tests. */
    static Stream<MnkGame> grids() {
        return Stream.of(Games.FIVE_IN_A_ROW, Games.GOMOKU);
    }

    static MnkPosition position(MnkGame game, String moves) {
        return (MnkPosition) Games.replay(game, Arrays.asList(moves.trim().split(" +")));
    }

    /** A hard bot that stops at a depth and a number of positions: same answer on any machine. */
    static Bot cappedHard(long seed, MnkGame game) {
        return new HardBot(seed, game, 6, 150_000);
    }

    static Move answer(Bot bot, Position position) {
        return bot.choose(position, Deadline.in(5_000));
    }

    /**
     * Whether {@code seat}, to move, has a mark that leaves two different squares
     * completing a line: an open four (or a double four), which no single block stops.
     * Brute force on the rules' own board, independent of the bots' shapes.
     */
    static boolean hasAnUnstoppableFour(MnkPosition position, Seat seat) {
        MnkBoard board = position.toBoard();
        int mark = seat == Seat.FIRST ? MnkBoard.FIRST : MnkBoard.SECOND;
        if (board.toMove() != mark) {
            throw new IllegalArgumentException(seat + " is not to move");
        }
        for (int square = 0; square < board.size(); square++) {
            if (!board.isLegal(square)) {
                continue;
            }
            board.play(square);
            boolean unstoppable = !board.isOver() && winningSquares(board, mark) >= 2;
            board.undo();
            if (unstoppable) {
                return true;
            }
        }
        return false;
    }

    /** @return how many empty squares would complete a line for {@code mark} */
    static int winningSquares(MnkBoard board, int mark) {
        int count = 0;
        for (int square = 0; square < board.size(); square++) {
            if (board.cell(square) == MnkBoard.EMPTY && board.completesLine(square, mark)) {
                count++;
            }
        }
        return count;
    }
}
