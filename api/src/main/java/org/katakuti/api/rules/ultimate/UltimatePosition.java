package org.katakuti.api.rules.ultimate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.IllegalMoveException;
import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * A position of ultimate, as an immutable value: the marks, the small grids'
 * states, the grid the next mark is sent to, and the outcome. It follows exactly
 * the same rules as {@link UltimateBoard} (it is one, copied on every move and
 * never changed), so a bot may search on {@link #toBoard()}.
 *
 * <p>Grids are numbered {@code bigRow * 3 + bigColumn}: 0 bottom-left, 4 the
 * centre, 8 top-right; {@link #gridName(int)} names them for players.
 *
 * <p>Two positions are equal when they have the same marks and the same last move.
 */
public final class UltimatePosition implements Position {

    private static final String[] GRID_NAMES = {
        "bottom-left", "bottom", "bottom-right", "left", "centre", "right", "top-left", "top", "top-right",
    };

    // Never changed once this position is made; copied before every play.
    private final UltimateBoard board;

    private UltimatePosition(UltimateBoard board) {
        this.board = board;
    }

    /** @return the position a board stands in (the board is copied, and may go on changing) */
    public static UltimatePosition of(UltimateBoard board) {
        return new UltimatePosition(new UltimateBoard(board));
    }

    /** @return a fresh mutable copy of this position, for search; it can undo back to the start */
    public UltimateBoard toBoard() {
        return new UltimateBoard(board);
    }

    /** @return {@link Games#ULTIMATE} */
    @Override
    public UltimateGame game() {
        return Games.ULTIMATE;
    }

    @Override
    public Seat toMove() {
        return board.isOver() ? null : UltimateBoard.seat(board.toMove());
    }

    @Override
    public Outcome outcome() {
        return board.outcome();
    }

    /**
     * @return {@link UltimateBoard#OPEN}, {@link UltimateBoard#FIRST} or
     *     {@link UltimateBoard#SECOND} (won by that seat), or {@link UltimateBoard#DRAWN}:
     *     the state of small grid {@code grid} (0..8)
     */
    public int gridStatus(int grid) {
        return board.gridStatus(grid);
    }

    /** @return the seat that won small grid {@code grid}; null while it is open or when drawn */
    public Seat gridWinner(int grid) {
        int status = board.gridStatus(grid);
        return status == UltimateBoard.DRAWN ? null : UltimateBoard.seat(status);
    }

    /** @return true when small grid {@code grid} is won or drawn, and takes no more marks */
    public boolean isClosed(int grid) {
        return board.gridStatus(grid) != UltimateBoard.OPEN;
    }

    /**
     * @return the small grid the next mark must go in, or -1 when any open grid
     *     will do (at the start, after a mark that sent to a closed grid, and once over)
     */
    public int forcedGrid() {
        return board.isOver() ? -1 : board.forcedGrid();
    }

    /** @return true when the next mark may go in small grid {@code grid}; false for every grid once over */
    public boolean isPlayable(int grid) {
        return board.isPlayable(grid);
    }

    /** @return the small grids the next mark may go in, in grid order; empty once over */
    public List<Integer> playableGrids() {
        List<Integer> grids = new ArrayList<>(UltimateBoard.GRIDS);
        for (int grid = 0; grid < UltimateBoard.GRIDS; grid++) {
            if (board.isPlayable(grid)) {
                grids.add(grid);
            }
        }
        return Collections.unmodifiableList(grids);
    }

    /** @return the small grid (0..8) a point of the field lies in */
    public static int gridOf(Point point) {
        return UltimateBoard.gridOf(UltimateBoard.index(point));
    }

    /** @return the name players read for small grid {@code grid}: {@code centre}, {@code top-left}... */
    public static String gridName(int grid) {
        return GRID_NAMES[grid];
    }

    /** @return the legal marks in point order ({@code a1, a2, .., b1, ..}); empty once over */
    @Override
    public List<Move> legalMoves() {
        if (board.isOver()) {
            return Collections.emptyList();
        }
        List<Move> moves = new ArrayList<>();
        for (int column = 0; column < UltimateBoard.SIDE; column++) {
            for (int row = 0; row < UltimateBoard.SIDE; row++) {
                if (board.isLegal(UltimateBoard.index(column, row))) {
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
     * @throws IllegalMoveException when the game is over, the square is off the
     *     field, taken, in a closed grid or outside the grid sent to, or the move
     *     is a pass, slide or capture (no such turns here)
     */
    @Override
    public UltimatePosition play(Move move) {
        String reason = whyIllegal(move);
        if (reason != null) {
            throw new IllegalMoveException(reason);
        }
        UltimateBoard next = new UltimateBoard(board);
        next.play(UltimateBoard.index(move.to()));
        return new UltimatePosition(next);
    }

    @Override
    public UltimatePosition play(String notation) {
        return play(Move.parse(notation));
    }

    /** @return why {@code move} cannot be played here, for a player to read; null when it can */
    private String whyIllegal(Move move) {
        if (board.isOver()) {
            return "the game is over: " + board.outcome();
        }
        if (move.isPass()) {
            return "there is no passing in ultimate: every turn marks one empty square";
        }
        if (move.isSlide()) {
            return "marks never move in ultimate: " + move + " is a slide; name one empty square instead";
        }
        if (move.hasCapture()) {
            return "there are no captures in ultimate: name just the square, " + move.to();
        }
        Point to = move.to();
        if (!isOnBoard(to)) {
            return to + " is off the 9x9 field";
        }
        int grid = gridOf(to);
        int sent = board.forcedGrid();
        if (sent >= 0 && grid != sent) {
            return "this mark must go in the " + gridName(sent) + " grid (sent there by "
                    + lastMove() + "), and " + to + " is in the " + gridName(grid) + " grid";
        }
        if (isClosed(grid)) {
            Seat winner = gridWinner(grid);
            return to + " is in the " + gridName(grid) + " grid, which is closed ("
                    + (winner == null ? "drawn" : "won by " + winner.notation()) + ")";
        }
        Seat owner = at(to);
        if (owner != null) {
            return to + " is already marked (by " + owner.notation() + ")";
        }
        return null;
    }

    /**
     * The big lines that won the game, each as one {@link Line} from the centre
     * square of its first small grid to the centre square of its last: {@code b2-h8}
     * for the rising diagonal, {@code b5-h5} for the middle row, {@code e2-e8} for
     * the middle column. Ultimate wins are lines of grids, not of marks; the line
     * through the grids' centres is what a player would strike across the big
     * grid. A grid that completes two big lines at once strikes both, as in the
     * m,n,k games. Empty while ongoing and for draws.
     */
    @Override
    public List<Line> struckLines() {
        int winner = board.winner();
        if (winner == UltimateBoard.EMPTY) {
            return Collections.emptyList();
        }
        List<Line> lines = new ArrayList<>(2);
        for (int[] line : UltimateBoard.LINES) {
            if (board.gridStatus(line[0]) == winner && board.gridStatus(line[1]) == winner
                    && board.gridStatus(line[2]) == winner) {
                lines.add(new Line(centre(line[0]), centre(line[2])));
            }
        }
        return Collections.unmodifiableList(lines);
    }

    /** @return the centre square of small grid {@code grid}, e.g. {@code b2} for grid 0 */
    public static Point centre(int grid) {
        return Point.of(grid % 3 * 3 + 1, grid / 3 * 3 + 1);
    }

    @Override
    public int moveCount() {
        return board.moveCount();
    }

    @Override
    public List<Move> moves() {
        List<Move> moves = new ArrayList<>(board.moveCount());
        for (int i = 0; i < board.moveCount(); i++) {
            moves.add(Move.at(UltimateBoard.point(board.move(i))));
        }
        return Collections.unmodifiableList(moves);
    }

    @Override
    public Move lastMove() {
        int last = board.lastMove();
        return last < 0 ? null : Move.at(UltimateBoard.point(last));
    }

    /** @return 9 */
    @Override
    public int columns() {
        return UltimateBoard.SIDE;
    }

    /** @return 9 */
    @Override
    public int rows() {
        return UltimateBoard.SIDE;
    }

    @Override
    public boolean isOnBoard(Point point) {
        return point != null && point.column() < UltimateBoard.SIDE && point.row() < UltimateBoard.SIDE;
    }

    @Override
    public Seat at(Point point) {
        return isOnBoard(point) ? UltimateBoard.seat(board.cell(UltimateBoard.index(point))) : null;
    }

    /** @return the Zobrist hash, as {@link UltimateBoard#hash()} */
    public long hash() {
        return board.hash();
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof UltimatePosition)) {
            return false;
        }
        UltimateBoard that = ((UltimatePosition) other).board;
        if (that.moveCount() != board.moveCount() || that.lastMove() != board.lastMove()
                || that.hash() != board.hash()) {
            return false;
        }
        for (int i = 0; i < UltimateBoard.SIZE; i++) {
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

    /** @return the field as text, row 9 at the top, {@code x} for the first seat */
    @Override
    public String toString() {
        return "ultimate after " + board.moveCount() + " marks\n" + board;
    }
}
