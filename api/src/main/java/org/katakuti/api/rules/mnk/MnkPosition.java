package org.katakuti.api.rules.mnk;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.katakuti.api.rules.IllegalMoveException;
import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * A position of an m,n,k game, as an immutable value: the marks, the seat to
 * move and the outcome. It follows exactly the same rules as {@link MnkBoard}
 * (it is one, copied on every move and never changed), so a bot may search on
 * {@link #toBoard()} and trust the answers to hold here.
 *
 * <p>Two positions are equal when they are of the same game, with the same
 * marks and the same last move.
 */
public final class MnkPosition implements Position {

    // Never changed once this position is made; copied before every play.
    private final MnkBoard board;
    private final List<Line> struckLines;

    private MnkPosition(MnkBoard board) {
        this.board = board;
        this.struckLines = findStruckLines(board);
    }

    /** @return the position a board stands in (the board is copied, and may go on changing) */
    public static MnkPosition of(MnkBoard board) {
        return new MnkPosition(new MnkBoard(board));
    }

    /** @return a fresh mutable copy of this position, for search; it can undo back to the start */
    public MnkBoard toBoard() {
        return new MnkBoard(board);
    }

    @Override
    public MnkGame game() {
        return board.game();
    }

    @Override
    public Seat toMove() {
        return board.isOver() ? null : MnkBoard.seat(board.toMove());
    }

    @Override
    public Outcome outcome() {
        return board.outcome();
    }

    /** @return every empty square as a mark, in point order ({@code a1, a2, .., b1, ..}); empty once over */
    @Override
    public List<Move> legalMoves() {
        if (board.isOver()) {
            return Collections.emptyList();
        }
        List<Move> moves = new ArrayList<>(board.size() - board.moveCount());
        for (int column = 0; column < board.columns(); column++) {
            for (int row = 0; row < board.rows(); row++) {
                if (board.cell(board.index(column, row)) == MnkBoard.EMPTY) {
                    moves.add(Move.at(Point.of(column, row)));
                }
            }
        }
        return Collections.unmodifiableList(moves);
    }

    @Override
    public boolean isLegal(Move move) {
        return whyIllegal(move) == null;
    }

    /**
     * @throws IllegalMoveException when the game is over, the square is taken or
     *     off the board, or the move is a pass, slide or capture (no such turns here)
     */
    @Override
    public MnkPosition play(Move move) {
        String reason = whyIllegal(move);
        if (reason != null) {
            throw new IllegalMoveException(reason);
        }
        MnkBoard next = new MnkBoard(board);
        next.play(board.index(move.to()));
        return new MnkPosition(next);
    }

    @Override
    public MnkPosition play(String notation) {
        return play(Move.parse(notation));
    }

    /** @return why {@code move} cannot be played here, for a player to read; null when it can */
    private String whyIllegal(Move move) {
        String game = board.game().id();
        if (board.isOver()) {
            return "the game is over: " + board.outcome();
        }
        if (move.isPass()) {
            return "there is no passing in " + game + ": every turn marks one empty square";
        }
        if (move.isSlide()) {
            return "marks never move in " + game + ": " + move + " is a slide; name one empty square instead";
        }
        if (move.hasCapture()) {
            return "there are no captures in " + game + ": name just the square, " + move.to();
        }
        Point to = move.to();
        if (!isOnBoard(to)) {
            return to + " is off the " + board.columns() + "x" + board.rows() + " board";
        }
        Seat owner = at(to);
        if (owner != null) {
            return to + " is already marked (by " + owner.notation() + ")";
        }
        return null;
    }

    /**
     * Every line the last mark completed when it ended the game with a line
     * (in misere, the loser's lines), each from one end of its unbroken run to
     * the other: a mark joining two runs into six strikes all six, and a mark
     * completing a row and a diagonal strikes both.
     */
    @Override
    public List<Line> struckLines() {
        return struckLines;
    }

    private static List<Line> findStruckLines(MnkBoard board) {
        if (board.winner() == MnkBoard.EMPTY) {
            return Collections.emptyList();
        }
        int last = board.lastMove();
        List<Line> lines = new ArrayList<>(2);
        for (int direction = 0; direction < 4; direction++) {
            if (board.runLength(last, direction) >= board.game().k()) {
                lines.add(new Line(board.point(board.runEnd(last, direction, -1)),
                        board.point(board.runEnd(last, direction, 1))));
            }
        }
        return Collections.unmodifiableList(lines);
    }

    @Override
    public int moveCount() {
        return board.moveCount();
    }

    @Override
    public List<Move> moves() {
        List<Move> moves = new ArrayList<>(board.moveCount());
        for (int i = 0; i < board.moveCount(); i++) {
            moves.add(Move.at(board.point(board.move(i))));
        }
        return Collections.unmodifiableList(moves);
    }

    @Override
    public Move lastMove() {
        int last = board.lastMove();
        return last < 0 ? null : Move.at(board.point(last));
    }

    @Override
    public int columns() {
        return board.columns();
    }

    @Override
    public int rows() {
        return board.rows();
    }

    @Override
    public boolean isOnBoard(Point point) {
        return point != null && board.isOnBoard(point.column(), point.row());
    }

    @Override
    public Seat at(Point point) {
        return isOnBoard(point) ? MnkBoard.seat(board.cell(board.index(point))) : null;
    }

    /** @return the Zobrist hash of the marks and the seat to move, as {@link MnkBoard#hash()} */
    public long hash() {
        return board.hash();
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof MnkPosition)) {
            return false;
        }
        MnkBoard that = ((MnkPosition) other).board;
        if (that.game() != board.game() || that.moveCount() != board.moveCount()
                || that.lastMove() != board.lastMove() || that.hash() != board.hash()) {
            return false;
        }
        for (int i = 0; i < board.size(); i++) {
            if (that.cell(i) != board.cell(i)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(board.hash()) * 31 + board.lastMove();
    }

    /** @return the game id and the board as text, row 1 at the bottom, {@code x} for the first seat */
    @Override
    public String toString() {
        return board.game().id() + " after " + board.moveCount() + " marks\n" + board;
    }
}
