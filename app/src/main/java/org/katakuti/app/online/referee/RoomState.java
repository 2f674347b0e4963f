package org.katakuti.app.online.referee;

import java.util.List;
import java.util.Map;

/**
 * The authoritative state of a room, as every client receives it: the JSON of
 * {@code GET /api/v1/rooms/CODE} and of each {@code event: state} (the field
 * names are the wire's; see docs/online-protocol.md). Made by {@link Room}
 * from its match record after every change, and never changed after; the same
 * object goes to every watcher.
 */
public final class RoomState {

    /** The protocol's version: a client that reads another stops and says so. */
    public static final int PROTOCOL = 1;

    final int protocol = PROTOCOL;
    final String code;
    final String game;
    final int firstTo;
    /** {@code waiting} (for the friend), {@code playing} or {@code over}. */
    final String status;
    final Map<String, SeatState> seats;
    final Map<String, Integer> score;
    final int gameNumber;
    final String firstMover;
    final List<String> moves;
    final String toMove;
    final List<FinishedGame> games;
    final String winner;
    final Claim claim;
    /** Derived from the position for the browser page, which knows no rules: the marks and lines to draw. */
    final Board board;
    /** Every legal move of the side to move, in notation; empty unless a move is awaited. */
    final List<String> legal;
    /** The last finished game's final board (its struck line), for the page to show while the next begins. */
    final Board previous;
    /** The state as JSON, written on first asking: the same text goes to every stream of the room. */
    private transient volatile String json;

    RoomState(String code, String game, int firstTo, String status, Map<String, SeatState> seats,
            Map<String, Integer> score, int gameNumber, String firstMover, List<String> moves, String toMove,
            List<FinishedGame> games, String winner, Claim claim, Board board, List<String> legal, Board previous) {
        this.code = code;
        this.game = game;
        this.firstTo = firstTo;
        this.status = status;
        this.seats = seats;
        this.score = score;
        this.gameNumber = gameNumber;
        this.firstMover = firstMover;
        this.moves = moves;
        this.toMove = toMove;
        this.games = games;
        this.winner = winner;
        this.claim = claim;
        this.board = board;
        this.legal = legal;
        this.previous = previous;
    }

    /** @return the final board of the last finished game; null before the first ends */
    public Board previous() {
        return previous;
    }

    public String code() {
        return code;
    }

    /** @return the state as the protocol's JSON (docs/online-protocol.md), written once */
    public String json() {
        String written = json;
        if (written == null) {
            written = StateJson.of(this);
            json = written;
        }
        return written;
    }

    public String status() {
        return status;
    }

    public int gameNumber() {
        return gameNumber;
    }

    public List<String> moves() {
        return moves;
    }

    /** @return {@code one} or {@code two}; null unless a move is awaited */
    public String toMove() {
        return toMove;
    }

    public String firstMover() {
        return firstMover;
    }

    /** @return the wins of side {@code one} or {@code two} */
    public int score(String side) {
        return score.get(side);
    }

    public List<FinishedGame> games() {
        return games;
    }

    /** @return the match's winner once it is over; null for a draw or before */
    public String winner() {
        return winner;
    }

    public Claim claim() {
        return claim;
    }

    public SeatState seat(String side) {
        return seats.get(side);
    }

    public List<String> legal() {
        return legal;
    }

    public Board board() {
        return board;
    }

    /** One side's seat: who sits there and whether they are here. */
    public static final class SeatState {
        final String name;
        final boolean connected;

        SeatState(String name, boolean connected) {
            this.name = name;
            this.connected = connected;
        }

        public String name() {
            return name;
        }

        public boolean connected() {
            return connected;
        }
    }

    /** A game of the match that has ended. */
    public static final class FinishedGame {
        final int number;
        final String firstMover;
        final List<String> moves;
        /** {@code one}, {@code two}, or null for a draw. */
        final String winner;
        /** As the match log writes it: {@code line}, {@code full}, {@code resigned}, {@code abandoned}... */
        final String reason;

        FinishedGame(int number, String firstMover, List<String> moves, String winner, String reason) {
            this.number = number;
            this.firstMover = firstMover;
            this.moves = moves;
            this.winner = winner;
            this.reason = reason;
        }

        public String winner() {
            return winner;
        }

        public String reason() {
            return reason;
        }

        public List<String> moves() {
            return moves;
        }

        public String firstMover() {
            return firstMover;
        }
    }

    /** That {@code side} may claim the game: the other has been away {@code after} seconds, past the grace. */
    public static final class Claim {
        final String side;
        final long after;

        Claim(String side, long after) {
            this.side = side;
            this.after = after;
        }

        public String side() {
            return side;
        }

        public long after() {
            return after;
        }
    }

    /**
     * What to draw, derived from the position with the rules: the same for every
     * game family; the fields a family does not use are null here and left out of the JSON.
     */
    public static final class Board {
        /** {@code grid} (the m,n,k games), {@code ultimate} or {@code tigadi}. */
        final String kind;
        final int columns;
        final int rows;
        /** Each marked square or occupied point, with the side ({@code one}, {@code two}) on it. */
        final Map<String, String> marks;
        /** The lines struck through, each from one end to the other. */
        final List<List<String>> struck;
        /** The last move's square or point; null at the start. */
        final String last;
        /** Ultimate: the nine small grids, bottom-left first, row by row. */
        final List<SmallGrid> grids;
        /** Tigadi: the 24 points and the 20 lines to draw. */
        final List<String> points;
        final List<List<String>> lines;
        /** Tigadi: true while gotis are still placed. */
        final Boolean placing;
        /** Tigadi: gotis in hand and on the board, by side. */
        final Map<String, Integer> inHand;
        final Map<String, Integer> onBoard;
        /** Tigadi: the complete tigadis on the board, by side. */
        final Map<String, List<List<String>>> tigadis;

        Board(String kind, int columns, int rows, Map<String, String> marks, List<List<String>> struck, String last,
                List<SmallGrid> grids, List<String> points, List<List<String>> lines, Boolean placing,
                Map<String, Integer> inHand, Map<String, Integer> onBoard, Map<String, List<List<String>>> tigadis) {
            this.kind = kind;
            this.columns = columns;
            this.rows = rows;
            this.marks = marks;
            this.struck = struck;
            this.last = last;
            this.grids = grids;
            this.points = points;
            this.lines = lines;
            this.placing = placing;
            this.inHand = inHand;
            this.onBoard = onBoard;
            this.tigadis = tigadis;
        }

        public String kind() {
            return kind;
        }

        public Map<String, String> marks() {
            return marks;
        }

        public List<List<String>> struck() {
            return struck;
        }

        public List<SmallGrid> grids() {
            return grids;
        }

        public Boolean placing() {
            return placing;
        }

        public Map<String, Integer> inHand() {
            return inHand;
        }
    }

    /** Ultimate: one small grid, where it stands, who closed it, and whether the next mark may go in it. */
    public static final class SmallGrid {
        final String centre;
        /** {@code open}, {@code one}, {@code two} (won by that side) or {@code drawn}. */
        final String status;
        final boolean target;

        SmallGrid(String centre, String status, boolean target) {
            this.centre = centre;
            this.status = status;
            this.target = target;
        }

        public String status() {
            return status;
        }

        public boolean target() {
            return target;
        }
    }
}
