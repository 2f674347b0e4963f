package org.katakuti.app.online.client;

import java.util.Collections;
import java.util.List;
import java.util.Locale;

import org.katakuti.api.match.Side;

/**
 * A room as the server tells it (docs/online-protocol.md): the match set-up,
 * both seats, the score, the current game's moves in the rule book's notation,
 * the finished games and whether a game may be claimed. Read by Gson from the
 * server's JSON, field by field; fields the server adds are ignored. Nothing
 * here is trusted: {@link ServerRecord} checks every move with the rules.
 */
public final class RoomState {

    /** The protocol version this client speaks. */
    public static final int PROTOCOL = 1;

    /** One seat: who holds it and whether they are there now. */
    public static final class Seat {
        String name;
        boolean connected;

        /** @return the name its holder gave; null while the seat is free */
        public String name() {
            return name;
        }

        /** @return true while its holder has a stream open (or asked something in the last 15 s) */
        public boolean connected() {
            return connected;
        }
    }

    /** Both seats, by side. */
    static final class Seats {
        Seat one;
        Seat two;
    }

    /** The score, by side. */
    static final class Score {
        int one;
        int two;
    }

    /** A finished game of the match. */
    public static final class FinishedGame {
        int number;
        String firstMover;
        List<String> moves;
        String winner;
        String reason;

        public int number() {
            return number;
        }

        /** @return the side that moved first */
        public Side firstMover() {
            return side(firstMover);
        }

        public List<String> moves() {
            return moves == null ? Collections.<String>emptyList() : moves;
        }

        /** @return the side that won it; null for a draw */
        public Side winner() {
            return side(winner);
        }

        /** @return why it ended, as the match log writes a reason ({@code line}, {@code resigned}...) */
        public String reason() {
            return reason;
        }
    }

    /** The server's word that {@code side} may claim the game: the other stayed away past the grace time. */
    public static final class Claim {
        String side;
        long after;

        public Side side() {
            return RoomState.side(side);
        }
    }

    int protocol;
    String code;
    String game;
    int firstTo;
    String status;
    Seats seats;
    Score score;
    int gameNumber;
    String firstMover;
    List<String> moves;
    String toMove;
    List<FinishedGame> games;
    String winner;
    Claim claim;

    public int protocol() {
        return protocol;
    }

    public String code() {
        return code;
    }

    /** @return the game's id ({@code gomoku}) */
    public String game() {
        return game;
    }

    public int firstTo() {
        return firstTo;
    }

    /** @return true until both seats are taken */
    public boolean isWaiting() {
        return "waiting".equals(status);
    }

    /** @return true once the match has its result */
    public boolean isOver() {
        return "over".equals(status);
    }

    /** @return the seat of {@code side}; never null (an empty seat when the server left it out) */
    public Seat seat(Side side) {
        Seat seat = seats == null ? null : side == Side.ONE ? seats.one : seats.two;
        return seat == null ? new Seat() : seat;
    }

    /** @return the current game's number, from 1 */
    public int gameNumber() {
        return gameNumber;
    }

    /** @return the side that moved first in the current game */
    public Side firstMover() {
        return side(firstMover);
    }

    /** @return the current game's moves so far, in notation */
    public List<String> moves() {
        return moves == null ? Collections.<String>emptyList() : moves;
    }

    /** @return the side whose move is awaited; null when none is */
    public Side toMove() {
        return side(toMove);
    }

    /** @return the finished games, in order */
    public List<FinishedGame> games() {
        return games == null ? Collections.<FinishedGame>emptyList() : games;
    }

    /** @return the side that may claim the game now; null when nobody may */
    public Side claimant() {
        return claim == null ? null : claim.side();
    }

    /** @return the side for {@code one} or {@code two}; null for anything else */
    static Side side(String wire) {
        if ("one".equals(wire)) {
            return Side.ONE;
        }
        return "two".equals(wire) ? Side.TWO : null;
    }

    /** @return {@code one} or {@code two}, as the wire names a side */
    public static String wire(Side side) {
        return side.name().toLowerCase(Locale.ROOT);
    }
}
