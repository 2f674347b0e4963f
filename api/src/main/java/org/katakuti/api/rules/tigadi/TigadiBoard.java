package org.katakuti.api.rules.tigadi;

import java.util.Arrays;

import org.katakuti.api.rules.IllegalMoveException;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/**
 * A fast, mutable tigadi board for bots that search millions of positions:
 * {@link #play(int)} and {@link #undo()} change it in place, moves are plain
 * ints, and nothing is allocated while searching. It keeps the whole rule book
 * (placing, sliding, captures, protected gotis, passes, {@code reduced},
 * {@code repetition} and {@code no-capture}), so a game played on it ends
 * exactly as a {@link TigadiPosition} does.
 *
 * <h2>Points</h2>
 * Points are indices 0..23 in the rule book's order: outer
 * {@code a1 a4 a7 d7 g7 g4 g1 d1} (0..7), middle {@code b2 b4 b6 d6 f6 f4 f2 d2}
 * (8..15), inner {@code c3 c4 c5 d5 e5 e4 e3 d3} (16..23). In a mask, point
 * {@code i} is bit {@code 1 << i}.
 *
 * <h2>Moves</h2>
 * A move is an int holding a from point, a to point and a capture, each
 * {@link #NONE} when absent: a placement has no from point, a move that closes
 * no tigadi has no capture, and {@link #PASS} has none of the three. Every move
 * is non-zero, so {@link #NO_MOVE} (0) is free to mean "no move", for instance
 * in a transposition table.
 *
 * <h2>Seats and turns</h2>
 * Seats are {@link #FIRST} and {@link #SECOND}; {@link #EMPTY} is the owner of
 * an empty point. Turns always alternate: first places the 1st, 3rd .. 17th
 * goti, second the 18th, and then first makes the first slide.
 *
 * <h2>Captures</h2>
 * A placement or slide that leaves the moved goti in a complete tigadi of its
 * seat captures one enemy goti, however many tigadis it closes. Were the enemy
 * to have no goti on the board, the move would capture nothing and carry no
 * capture; in a game from the start that never happens, since a seat's first
 * two placements cannot close a tigadi, so the seat to move always faces at
 * least two enemy gotis on the board.
 *
 * <p>Only {@link #play(int)} and {@link #undo()} change a board: one that nobody
 * plays on may be read from any number of threads. Otherwise give each thread
 * its own copy ({@link #TigadiBoard(TigadiBoard)}).
 */
public final class TigadiBoard {

    /** Number of points on the board. */
    public static final int POINTS = Geometry.POINTS;
    /** Owner of an empty point. */
    public static final int EMPTY = 0;
    /** The seat that places first. */
    public static final int FIRST = 1;
    /** The seat that places second, and places the 18th goti. */
    public static final int SECOND = 2;
    /** No point: the from point of a placement, the capture of a quiet move, the winner of a draw. */
    public static final int NONE = -1;
    /** Gotis each seat has in hand at the start, and places in all. */
    public static final int GOTIS = 9;
    /** Turns in a row without capture, after the 18th placement, that draw the game. */
    public static final int QUIET_TURNS_TO_DRAW = 100;

    /**
     * A legal-move buffer of this size is always big enough. Placing: at most
     * (empty points) x (enemy gotis) moves, at most 13 x 9 with two own gotis
     * needed to close a tigadi. Moving: at most min(4 x own gotis, 4 x empty
     * points) slides, each at most once per enemy goti; with own + enemy + empty
     * = 24 and at most 9 enemy gotis that is at most 4 x 8 x 8 = 256.
     */
    public static final int MAX_MOVES = 256;

    private static final int MOVE_TAG = 1 << 15;
    private static final int FIELD_BITS = 5;
    private static final int FIELD = (1 << FIELD_BITS) - 1;
    private static final int FIELDS = (1 << 3 * FIELD_BITS) - 1;

    /** The turn of a seat in the moving phase that has no legal slide. */
    public static final int PASS = MOVE_TAG;
    /** Never a move: free for "no move" in tables and buffers. */
    public static final int NO_MOVE = 0;

    /** Results: 0 while ongoing, else {@code reason ordinal + 1} shifted past the winner (0 for a draw). */
    private static final int ONGOING = 0;
    private static final int WINNER_BITS = 2;

    private static final long[][] GOTI_KEYS = new long[3][POINTS];
    private static final long[][] HAND_KEYS = new long[3][GOTIS + 1];
    private static final long SIDE_KEY;
    private static final Outcome[] OUTCOMES = new Outcome[(Reason.values().length + 1) << WINNER_BITS];

    static {
        // A fixed sequence: the same position has the same hash in every run.
        long counter = 0;
        for (int seat = FIRST; seat <= SECOND; seat++) {
            for (int i = 0; i < POINTS; i++) {
                GOTI_KEYS[seat][i] = splitMix(++counter);
            }
            for (int n = 0; n <= GOTIS; n++) {
                HAND_KEYS[seat][n] = splitMix(++counter);
            }
        }
        SIDE_KEY = splitMix(++counter);
        for (Reason reason : Reason.values()) {
            OUTCOMES[draw(reason)] = Outcome.draw(reason);
            OUTCOMES[win(FIRST, reason)] = Outcome.win(Seat.FIRST, reason);
            OUTCOMES[win(SECOND, reason)] = Outcome.win(Seat.SECOND, reason);
        }
        OUTCOMES[ONGOING] = Outcome.ONGOING;
    }

    /** Gotis on the board by seat, as masks. */
    private final int[] gotis = new int[3];
    private final int[] hand = new int[3];
    private int side;
    private int ply;
    private long hash;
    private int quiet;
    private int result;

    /*
     * The record of plies base, base + 1, ..., ply (index ply - base): the move
     * that led to each, and the state after it, so undo restores it exactly and
     * repetitions are found by exact position keys. undo() stops at ply floor.
     */
    private int base;
    private int floor;
    private int[] moves;
    private long[] keys;
    private long[] hashes;
    private int[] quiets;
    private int[] results;

    /** The start: empty board, 9 gotis in hand each, {@link #FIRST} to place. */
    public TigadiBoard() {
        hand[FIRST] = GOTIS;
        hand[SECOND] = GOTIS;
        side = FIRST;
        hash = HAND_KEYS[FIRST][GOTIS] ^ HAND_KEYS[SECOND][GOTIS];
        allocate(64);
        remember();
    }

    /**
     * A deep copy: the same position, counters and history, so the copy can
     * undo as far back as {@code other} can.
     */
    public TigadiBoard(TigadiBoard other) {
        this(other, other.base);
    }

    /**
     * A copy that keeps the record from ply {@code from} on, so it undoes no
     * further back than that (nor than {@code other} could).
     */
    private TigadiBoard(TigadiBoard other, int from) {
        System.arraycopy(other.gotis, 0, gotis, 0, 3);
        System.arraycopy(other.hand, 0, hand, 0, 3);
        side = other.side;
        ply = other.ply;
        hash = other.hash;
        quiet = other.quiet;
        result = other.result;
        base = from;
        floor = Math.max(other.floor, from);
        int used = ply - from + 1;
        int skip = from - other.base;
        allocate(used + 16);
        System.arraycopy(other.moves, skip, moves, 0, used);
        System.arraycopy(other.keys, skip, keys, 0, used);
        System.arraycopy(other.hashes, skip, hashes, 0, used);
        System.arraycopy(other.quiets, skip, quiets, 0, used);
        System.arraycopy(other.results, skip, results, 0, used);
    }

    /**
     * A copy starting at this position, keeping only what the rules still need
     * (the positions since the last capture, for repetitions): small enough for
     * every {@link TigadiPosition} to hold one. It cannot undo past this position.
     */
    TigadiBoard rootedCopy() {
        TigadiBoard copy = new TigadiBoard(this, ply - quiet);
        copy.floor = ply;
        return copy;
    }

    // ---------------------------------------------------------------- points

    /**
     * @param index 0..23
     * @return the point, e.g. {@code a1} for 0
     */
    public static Point point(int index) {
        return Geometry.POINT[index];
    }

    /** @return the point's index 0..23, or -1 when it is not a tigadi point (or null) */
    public static int index(Point point) {
        return Geometry.index(point);
    }

    /**
     * @return the neighbours of point {@code index}, lowest index first: a
     *     fresh copy, so no caller can change the rules' own geometry
     */
    public static int[] neighbours(int index) {
        return Geometry.NEIGHBOURS[index].clone();
    }

    /** @return the neighbours of point {@code index} as a mask */
    public static int neighbourMask(int index) {
        return Geometry.NEIGHBOUR_MASK[index];
    }

    /**
     * @return the 20 lines in the rule book's order (square sides, spokes, corner
     *     diagonals), each three point indices from one end to the other: fresh
     *     copies, so no caller can change the rules' own geometry
     */
    public static int[][] lines() {
        int[][] copy = new int[Geometry.LINES.length][];
        for (int i = 0; i < copy.length; i++) {
            copy[i] = Geometry.LINES[i].clone();
        }
        return copy;
    }

    /**
     * @return the numbers (indices into {@link #lines()}) of the lines through
     *     point {@code index}: three through a corner of a square, two through
     *     the middle of a side. A fresh copy.
     */
    public static int[] linesThrough(int index) {
        return Geometry.LINES_THROUGH[index].clone();
    }

    // ---------------------------------------------------------------- moves

    /**
     * A placement on {@code to}.
     *
     * @param capture the enemy goti it captures, or {@link #NONE}
     * @throws IllegalArgumentException when an index is out of range
     */
    public static int placement(int to, int capture) {
        check(to, false);
        check(capture, true);
        return encode(NONE, to, capture);
    }

    /**
     * A slide from {@code from} to {@code to}.
     *
     * @param capture the enemy goti it captures, or {@link #NONE}
     * @throws IllegalArgumentException when an index is out of range
     */
    public static int slide(int from, int to, int capture) {
        check(from, false);
        check(to, false);
        check(capture, true);
        return encode(from, to, capture);
    }

    /** @return the point a slide leaves; {@link #NONE} for placements and {@link #PASS} */
    public static int from(int move) {
        return (move & FIELD) - 1;
    }

    /** @return the point placed on or slid to; {@link #NONE} for {@link #PASS} */
    public static int to(int move) {
        return (move >>> FIELD_BITS & FIELD) - 1;
    }

    /** @return the captured enemy goti's point, or {@link #NONE} */
    public static int capture(int move) {
        return (move >>> 2 * FIELD_BITS & FIELD) - 1;
    }

    /**
     * @return the move in the table's notation type, e.g. {@code d2-d3xg7}
     * @throws IllegalArgumentException when {@code move} is no move made by this class
     */
    public static Move toMove(int move) {
        int from = from(move);
        int to = to(move);
        int capture = capture(move);
        if (!isEncoded(move) || to == NONE && move != PASS) {
            throw new IllegalArgumentException("not a tigadi move: " + move);
        }
        if (move == PASS) {
            return Move.PASS;
        }
        Move placedOrSlid = from == NONE ? Move.at(point(to)) : Move.slide(point(from), point(to));
        return capture == NONE ? placedOrSlid : placedOrSlid.capturing(point(capture));
    }

    /**
     * @return {@code move} as an int; {@link #PASS} for {@link Move#PASS}
     * @throws IllegalMoveException naming the point when a point is not a tigadi point
     */
    public static int fromMove(Move move) {
        if (move.isPass()) {
            return PASS;
        }
        int from = move.from() == null ? NONE : indexOf(move.from());
        int capture = move.capture() == null ? NONE : indexOf(move.capture());
        return encode(from, indexOf(move.to()), capture);
    }

    private static int indexOf(Point point) {
        int index = index(point);
        if (index < 0) {
            throw new IllegalMoveException(point + " is not a tigadi point");
        }
        return index;
    }

    private static void check(int index, boolean noneAllowed) {
        if (index >= POINTS || index < (noneAllowed ? NONE : 0)) {
            throw new IllegalArgumentException("no tigadi point " + index);
        }
    }

    /** @return true when {@code move} has the tag and three fields that are each a point or NONE */
    private static boolean isEncoded(int move) {
        return (move & ~FIELDS) == MOVE_TAG && from(move) < POINTS && to(move) < POINTS && capture(move) < POINTS;
    }

    private static int encode(int from, int to, int capture) {
        return MOVE_TAG | (from + 1) | (to + 1) << FIELD_BITS | (capture + 1) << 2 * FIELD_BITS;
    }

    // ---------------------------------------------------------------- reading

    /** @return {@link #EMPTY}, {@link #FIRST} or {@link #SECOND} */
    public int owner(int point) {
        int bit = 1 << point;
        return (gotis[FIRST] & bit) != 0 ? FIRST : (gotis[SECOND] & bit) != 0 ? SECOND : EMPTY;
    }

    /** @return the points of {@code seat}'s gotis as a mask (bit {@code i} for point {@code i}) */
    public int mask(int seat) {
        return gotis[seat];
    }

    /** @return the gotis {@code seat} has still to place */
    public int inHand(int seat) {
        return hand[seat];
    }

    /** @return the gotis {@code seat} has on the board */
    public int onBoard(int seat) {
        return Integer.bitCount(gotis[seat]);
    }

    /**
     * @return the seat to move; once the game is over, the seat that would
     *     have moved next
     */
    public int toMove() {
        return side;
    }

    /** @return true until all 18 gotis have been placed */
    public boolean isPlacing() {
        return hand[FIRST] + hand[SECOND] > 0;
    }

    /** @return the turns played from the start of the game */
    public int moveCount() {
        return ply;
    }

    /**
     * @return turns in a row without capture since the 18th placement or the
     *     last capture, whichever came later; always 0 while placing
     */
    public int quietTurns() {
        return quiet;
    }

    /** @return true once the game is won or drawn */
    public boolean isOver() {
        return result != ONGOING;
    }

    /** @return {@link #FIRST} or {@link #SECOND} after a win; {@link #NONE} for a draw or while ongoing */
    public int winner() {
        int seat = result & ((1 << WINNER_BITS) - 1);
        return seat == 0 ? NONE : seat;
    }

    /** @return ongoing, or the result with its reason */
    public Outcome outcome() {
        return OUTCOMES[result];
    }

    /**
     * @return a Zobrist hash of the gotis, the seat to move and (while placing)
     *     the gotis in hand, the same in every run. Equal positions hash
     *     equally. The draw counters (quiet turns, earlier occurrences) are not
     *     in it, as usual for a transposition table; repetitions themselves are
     *     found by comparing whole positions, never by hash alone.
     */
    public long hash() {
        return hash;
    }

    /**
     * Would a goti of {@code seat} at {@code point} make a complete tigadi
     * through it, with every other goti where it stands now? Whatever stands on
     * {@code point} itself is ignored. For a slide, remember that the goti
     * leaves its from point: {@link #closesTigadi(int)} does that.
     */
    public boolean closesTigadi(int point, int seat) {
        return Geometry.closes(gotis[seat], point);
    }

    /**
     * Does this placement or slide of the seat to move (its capture part
     * ignored) make the moved goti part of a complete tigadi? Meaningful for
     * moves that are legal apart from their capture; false for {@link #PASS}.
     */
    public boolean closesTigadi(int move) {
        int to = to(move);
        if (to == NONE) {
            return false;
        }
        int from = from(move);
        int own = from == NONE ? gotis[side] : gotis[side] & ~(1 << from);
        return Geometry.closes(own, to);
    }

    /**
     * The enemy gotis that a tigadi closed now by the seat to move may capture:
     * those not standing in a complete tigadi of their own, or all of them when
     * every one does. None when the enemy has no goti on the board.
     *
     * @param out receives the points; {@link #GOTIS} entries are enough
     * @return how many were written
     */
    public int capturable(int[] out) {
        int n = 0;
        for (int rest = victims(); rest != 0; rest &= rest - 1) {
            out[n++] = Integer.numberOfTrailingZeros(rest);
        }
        return n;
    }

    private int victims() {
        int theirs = gotis[other(side)];
        int loose = theirs & ~Geometry.inTigadi(theirs);
        return loose != 0 ? loose : theirs;
    }

    // ---------------------------------------------------------------- moves of the seat to move

    /**
     * Writes every legal move of the seat to move. A move that closes a tigadi
     * appears once per goti it may capture (or once without a capture when the
     * enemy has no goti on the board); {@link #PASS} appears only when a seat in
     * the moving phase cannot slide. Nothing once the game is over.
     *
     * @param out at least {@link #MAX_MOVES} long
     * @return the number of moves written
     */
    public int legalMoves(int[] out) {
        if (result != ONGOING) {
            return 0;
        }
        int own = gotis[side];
        int empty = ~(gotis[FIRST] | gotis[SECOND]) & Geometry.ALL;
        int victims = -1; // worked out at the first closing move
        int n = 0;
        if (hand[side] > 0) {
            // While a seat places, at most 17 gotis stand on 24 points: there is always an empty one.
            for (int rest = empty; rest != 0; rest &= rest - 1) {
                int to = Integer.numberOfTrailingZeros(rest);
                if (Geometry.closes(own, to)) {
                    victims = victims < 0 ? victims() : victims;
                    n = addCaptures(out, n, NONE, to, victims);
                } else {
                    out[n++] = encode(NONE, to, NONE);
                }
            }
            return n;
        }
        for (int movers = own; movers != 0; movers &= movers - 1) {
            int from = Integer.numberOfTrailingZeros(movers);
            int staying = own & ~(1 << from);
            for (int rest = Geometry.NEIGHBOUR_MASK[from] & empty; rest != 0; rest &= rest - 1) {
                int to = Integer.numberOfTrailingZeros(rest);
                if (Geometry.closes(staying, to)) {
                    victims = victims < 0 ? victims() : victims;
                    n = addCaptures(out, n, from, to, victims);
                } else {
                    out[n++] = encode(from, to, NONE);
                }
            }
        }
        if (n == 0) {
            out[n++] = PASS;
        }
        return n;
    }

    private static int addCaptures(int[] out, int n, int from, int to, int victims) {
        if (victims == 0) {
            out[n++] = encode(from, to, NONE);
            return n;
        }
        for (int rest = victims; rest != 0; rest &= rest - 1) {
            out[n++] = encode(from, to, Integer.numberOfTrailingZeros(rest));
        }
        return n;
    }

    /**
     * @return true when {@code move} is one of {@link #legalMoves(int[])}; false
     *     for any other int, including ones no move encodes. Cheap enough to
     *     check a move from a transposition table.
     */
    public boolean isLegal(int move) {
        if (result != ONGOING || !isEncoded(move)) {
            return false;
        }
        int from = from(move);
        int to = to(move);
        int capture = capture(move);
        int own = gotis[side];
        int empty = ~(gotis[FIRST] | gotis[SECOND]) & Geometry.ALL;
        if (move == PASS) {
            return hand[side] == 0 && !canSlide(own, empty);
        }
        if (to == NONE || (empty & 1 << to) == 0) {
            return false;
        }
        if (hand[side] > 0 ? from != NONE
                : from == NONE || (own & 1 << from) == 0 || (Geometry.NEIGHBOUR_MASK[from] & 1 << to) == 0) {
            return false;
        }
        int staying = from == NONE ? own : own & ~(1 << from);
        int victims = Geometry.closes(staying, to) ? victims() : 0;
        return victims == 0 ? capture == NONE : capture != NONE && (victims & 1 << capture) != 0;
    }

    private static boolean canSlide(int own, int empty) {
        for (int movers = own; movers != 0; movers &= movers - 1) {
            if ((Geometry.NEIGHBOUR_MASK[Integer.numberOfTrailingZeros(movers)] & empty) != 0) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- play and undo

    /**
     * Plays a legal move of the seat to move and judges the position it makes:
     * {@code reduced} first, then (only once all 18 gotis are placed)
     * {@code repetition} and {@code no-capture}.
     *
     * <p>Precondition: {@link #isLegal(int)}. Only cheap assertions check it; an
     * illegal move leaves the board in an undefined state.
     */
    public void play(int move) {
        assert result == ONGOING : "the game is over";
        int me = side;
        int enemy = other(me);
        int to = to(move);
        int from = from(move);
        int capture = capture(move);
        if (move != PASS) {
            assert ((gotis[FIRST] | gotis[SECOND]) & 1 << to) == 0 : "to " + to + " is not empty";
            if (from == NONE) {
                assert hand[me] > 0 : "nothing in hand";
                hash ^= HAND_KEYS[me][hand[me]] ^ HAND_KEYS[me][hand[me] - 1];
                hand[me]--;
            } else {
                assert (gotis[me] & 1 << from) != 0 : "no own goti on " + from;
                gotis[me] &= ~(1 << from);
                hash ^= GOTI_KEYS[me][from];
            }
            gotis[me] |= 1 << to;
            hash ^= GOTI_KEYS[me][to];
            if (capture != NONE) {
                assert (gotis[enemy] & 1 << capture) != 0 : "no enemy goti on " + capture;
                gotis[enemy] &= ~(1 << capture);
                hash ^= GOTI_KEYS[enemy][capture];
            }
        }
        side = enemy;
        hash ^= SIDE_KEY;
        ply++;
        boolean moving = hand[FIRST] + hand[SECOND] == 0;
        // The draw counters start at the 18th placement; a capture starts them again.
        quiet = !moving || from == NONE && move != PASS || capture != NONE ? 0 : quiet + 1;
        result = judge(me, enemy, capture != NONE, moving);
        remember();
        moves[ply - base] = move;
    }

    private int judge(int mover, int enemy, boolean captured, boolean moving) {
        if (captured && Integer.bitCount(gotis[enemy]) + hand[enemy] <= 2) {
            return win(mover, Reason.REDUCED);
        }
        if (!moving) {
            return ONGOING;
        }
        if (occurrences(key()) >= 3) {
            return draw(Reason.REPETITION);
        }
        return quiet >= QUIET_TURNS_TO_DRAW ? draw(Reason.NO_CAPTURE) : ONGOING;
    }

    /**
     * How often the current position has stood, this time included. Only the
     * positions since the last capture or the 18th placement can equal it: a
     * capture changes the number of gotis for good, and those are the last
     * {@code quiet} plies. The same seat moves every other ply.
     */
    private int occurrences(long key) {
        int seen = 1;
        for (int p = ply - 2; p >= ply - quiet; p -= 2) {
            if (keys[p - base] == key) {
                seen++;
            }
        }
        return seen;
    }

    /**
     * The whole position as a number, exact once all gotis are placed (nothing
     * is in hand then): both seats' masks and the seat to move.
     */
    private long key() {
        return gotis[FIRST] | (long) gotis[SECOND] << POINTS | (long) side << 2 * POINTS;
    }

    /**
     * Takes back the last move played, restoring everything: gotis, hands, the
     * seat to move, counters, hash, repetition record and outcome.
     *
     * @throws IllegalStateException at the start of the game, or of a board made
     *     from a {@link TigadiPosition}
     */
    public void undo() {
        if (ply == floor) {
            throw new IllegalStateException("nothing to undo");
        }
        int move = moves[ply - base];
        ply--;
        int me = other(side);
        side = me;
        if (move != PASS) {
            int from = from(move);
            int to = to(move);
            int capture = capture(move);
            if (capture != NONE) {
                gotis[other(me)] |= 1 << capture;
            }
            gotis[me] &= ~(1 << to);
            if (from == NONE) {
                hand[me]++;
            } else {
                gotis[me] |= 1 << from;
            }
        }
        int at = ply - base;
        hash = hashes[at];
        quiet = quiets[at];
        result = results[at];
    }

    private void remember() {
        int at = ply - base;
        if (at == keys.length) {
            int size = keys.length * 2;
            moves = Arrays.copyOf(moves, size);
            keys = Arrays.copyOf(keys, size);
            hashes = Arrays.copyOf(hashes, size);
            quiets = Arrays.copyOf(quiets, size);
            results = Arrays.copyOf(results, size);
        }
        keys[at] = key();
        hashes[at] = hash;
        quiets[at] = quiet;
        results[at] = result;
    }

    private void allocate(int size) {
        moves = new int[size];
        keys = new long[size];
        hashes = new long[size];
        quiets = new int[size];
        results = new int[size];
    }

    // ---------------------------------------------------------------- small helpers

    private static int other(int seat) {
        return FIRST + SECOND - seat;
    }

    private static int win(int seat, Reason reason) {
        return (reason.ordinal() + 1) << WINNER_BITS | seat;
    }

    private static int draw(Reason reason) {
        return (reason.ordinal() + 1) << WINNER_BITS;
    }

    /** The SplitMix64 generator's output for its {@code n}th step. */
    private static long splitMix(long n) {
        long z = n * 0x9E3779B97F4A7C15L;
        z = (z ^ z >>> 30) * 0xBF58476D1CE4E5B9L;
        z = (z ^ z >>> 27) * 0x94D049BB133111EBL;
        return z ^ z >>> 31;
    }
}
