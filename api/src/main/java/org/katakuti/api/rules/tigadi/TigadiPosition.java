package org.katakuti.api.rules.tigadi;

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
 * A moment in a game of tigadi: the gotis on the board and in hand, the seat to
 * move, and the counters for the draws. Immutable; {@link #play(Move)} returns a
 * new position with a reason in its {@link IllegalMoveException} when the move
 * is not legal.
 *
 * <p>It is a {@link TigadiBoard} frozen in place, so it always agrees with the
 * board bots search with; {@link #toBoard()} hands out a mutable copy. Each
 * position keeps only the record since the last capture (all that repetitions
 * need), so a long game's positions stay small.
 */
public final class TigadiPosition implements Position {

    private static final List<Point> POINTS;
    private static final List<List<Point>> NEIGHBOURS;
    private static final List<Line> LINES;

    static {
        List<Point> points = new ArrayList<>();
        List<List<Point>> neighbours = new ArrayList<>();
        for (int i = 0; i < Geometry.POINTS; i++) {
            points.add(Geometry.POINT[i]);
            neighbours.add(points(Geometry.NEIGHBOUR_MASK[i]));
        }
        List<Line> lines = new ArrayList<>();
        for (int[] line : Geometry.LINES) {
            lines.add(line(line));
        }
        POINTS = Collections.unmodifiableList(points);
        NEIGHBOURS = Collections.unmodifiableList(neighbours);
        LINES = Collections.unmodifiableList(lines);
    }

    private final TigadiGame game;
    /** Never changed after construction: safe to read from any thread. */
    private final TigadiBoard board;
    private final Move lastMove;
    /** The moves that led here; the board keeps only those since the last capture. */
    private final Trail trail;
    private volatile List<Move> legalMoves;

    private TigadiPosition(TigadiGame game, TigadiBoard board, Trail trail) {
        this.game = game;
        this.board = board;
        this.trail = trail;
        this.lastMove = trail == null ? null : trail.move;
    }

    /** One move and the trail before it: shared by every later position, never changed. */
    private static final class Trail {
        final Move move;
        final Trail before;
        final int length;

        Trail(Move move, Trail before) {
            this.move = move;
            this.before = before;
            this.length = before == null ? 1 : before.length + 1;
        }
    }

    /** The start of {@code game}: an empty board, 9 gotis in hand each, first to place. */
    static TigadiPosition start(TigadiGame game) {
        return new TigadiPosition(game, new TigadiBoard(), null);
    }

    // ---------------------------------------------------------------- the board's shape

    /** @return the 24 points in the rule book's order: outer, middle, inner square */
    public static List<Point> points() {
        return POINTS;
    }

    /**
     * @return the points next to {@code point} on a line (three or four)
     * @throws IllegalArgumentException when it is not a tigadi point
     */
    public static List<Point> neighbours(Point point) {
        int index = TigadiBoard.index(point);
        if (index < 0) {
            throw new IllegalArgumentException(point + " is not a tigadi point");
        }
        return NEIGHBOURS.get(index);
    }

    /**
     * @return the 20 lines to draw, in the rule book's order; each is straight,
     *     from one end point to the other through its middle point
     */
    public static List<Line> lines() {
        return LINES;
    }

    // ---------------------------------------------------------------- reading

    @Override
    public TigadiGame game() {
        return game;
    }

    @Override
    public Seat toMove() {
        return board.isOver() ? null : seat(board.toMove());
    }

    @Override
    public Outcome outcome() {
        return board.outcome();
    }

    @Override
    public Seat at(Point point) {
        int index = TigadiBoard.index(point);
        return index < 0 ? null : seatOrNull(board.owner(index));
    }

    /** @return the gotis {@code seat} has still to place */
    public int inHand(Seat seat) {
        return board.inHand(seat(seat));
    }

    /** @return the gotis {@code seat} has on the board */
    public int onBoard(Seat seat) {
        return board.onBoard(seat(seat));
    }

    /** @return true until all 18 gotis have been placed */
    public boolean isPlacing() {
        return board.isPlacing();
    }

    /**
     * @return turns in a row without a capture since the 18th placement or the
     *     last capture; the game is drawn when it reaches 100. 0 while placing.
     */
    public int quietTurns() {
        return board.quietTurns();
    }

    /**
     * The enemy gotis that a tigadi closed now by the seat to move may capture:
     * those outside the enemy's complete tigadis, or all of them when none is
     * outside. Empty once the game is over or when the enemy has no goti on the
     * board (then a closing move captures nothing).
     */
    public List<Point> capturable() {
        if (board.isOver()) {
            return Collections.emptyList();
        }
        int[] points = new int[TigadiBoard.GOTIS];
        int count = board.capturable(points);
        List<Point> result = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            result.add(TigadiBoard.point(points[i]));
        }
        return Collections.unmodifiableList(result);
    }

    /**
     * Does this placement or slide (its capture part ignored) close a tigadi,
     * so that it must say which goti it captures? False for pass and for moves
     * that are not legal even with a capture.
     */
    public boolean closesTigadi(Move move) {
        if (move == null || move.isPass()) {
            return false;
        }
        Move plain = move.withoutCapture();
        for (Move legal : legalMoves()) {
            if (legal.withoutCapture().equals(plain)) {
                return board.closesTigadi(TigadiBoard.fromMove(plain));
            }
        }
        return false;
    }

    /**
     * @return the complete tigadis {@code seat} has on the board now, in the
     *     rule book's order of lines (a goti in one of them is protected)
     */
    public List<Line> tigadis(Seat seat) {
        int gotis = board.mask(seat(seat));
        List<Line> result = new ArrayList<>();
        for (int l = 0; l < Geometry.LINES.length; l++) {
            if ((gotis & Geometry.LINE_MASK[l]) == Geometry.LINE_MASK[l]) {
                result.add(LINES.get(l));
            }
        }
        return Collections.unmodifiableList(result);
    }

    /**
     * A mutable board at this position, for a bot to search: it plays on from
     * here and can undo back to here, not further.
     */
    public TigadiBoard toBoard() {
        return board.rootedCopy();
    }

    /** Tigadi wins are not lines of marks: always empty. */
    @Override
    public List<Line> struckLines() {
        return Collections.emptyList();
    }

    @Override
    public int moveCount() {
        return board.moveCount();
    }

    @Override
    public List<Move> moves() {
        Move[] moves = new Move[trail == null ? 0 : trail.length];
        for (Trail t = trail; t != null; t = t.before) {
            moves[t.length - 1] = t.move;
        }
        return Collections.unmodifiableList(java.util.Arrays.asList(moves));
    }

    @Override
    public Move lastMove() {
        return lastMove;
    }

    @Override
    public int columns() {
        return game.columns();
    }

    @Override
    public int rows() {
        return game.rows();
    }

    /** @return true only for the 24 tigadi points of the 7x7 lattice */
    @Override
    public boolean isOnBoard(Point point) {
        return TigadiBoard.index(point) >= 0;
    }

    // ---------------------------------------------------------------- moves

    @Override
    public List<Move> legalMoves() {
        List<Move> moves = legalMoves;
        if (moves == null) {
            int[] codes = new int[TigadiBoard.MAX_MOVES];
            int count = board.legalMoves(codes);
            List<Move> list = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                list.add(TigadiBoard.toMove(codes[i]));
            }
            moves = Collections.unmodifiableList(list);
            legalMoves = moves;
        }
        return moves;
    }

    @Override
    public boolean isLegal(Move move) {
        return Referee.whyIllegal(board, move) == null;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalMoveException with a reason a player can act on, e.g.
     *     {@code "a4 closes a tigadi: say which goti to capture, e.g. a4xd6"}
     */
    @Override
    public TigadiPosition play(Move move) {
        String reason = Referee.whyIllegal(board, move);
        if (reason != null) {
            throw new IllegalMoveException(reason);
        }
        TigadiBoard next = board.rootedCopy();
        int code = TigadiBoard.fromMove(move);
        next.play(code);
        return new TigadiPosition(game, next, new Trail(TigadiBoard.toMove(code), trail));
    }

    @Override
    public TigadiPosition play(String notation) {
        return play(Move.parse(notation));
    }

    /** @return the board as text, row 7 on top, {@code x} first, {@code o} second, {@code .} empty */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int row = Geometry.SIDE - 1; row >= 0; row--) {
            for (int column = 0; column < Geometry.SIDE; column++) {
                int index = TigadiBoard.index(Point.of(column, row));
                text.append(index < 0 ? ' ' : ".xo".charAt(board.owner(index)));
            }
            text.append('\n');
        }
        text.append(board.isOver() ? board.outcome().toString()
                : toMove().notation() + " to move, in hand " + board.inHand(TigadiBoard.FIRST)
                        + "/" + board.inHand(TigadiBoard.SECOND));
        return text.toString();
    }

    // ---------------------------------------------------------------- seats and points

    private static int seat(Seat seat) {
        if (seat == null) {
            throw new NullPointerException("seat");
        }
        return seat == Seat.FIRST ? TigadiBoard.FIRST : TigadiBoard.SECOND;
    }

    private static Seat seat(int seat) {
        return seat == TigadiBoard.FIRST ? Seat.FIRST : Seat.SECOND;
    }

    private static Seat seatOrNull(int owner) {
        return owner == TigadiBoard.EMPTY ? null : seat(owner);
    }

    private static List<Point> points(int mask) {
        List<Point> list = new ArrayList<>();
        for (int index : Geometry.bits(mask)) {
            list.add(TigadiBoard.point(index));
        }
        return Collections.unmodifiableList(list);
    }

    private static Line line(int[] points) {
        return new Line(TigadiBoard.point(points[0]), TigadiBoard.point(points[points.length - 1]));
    }
}
