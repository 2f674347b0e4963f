package org.katakuti.app.online.referee;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayedMove;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * One room: two seats held by tokens, the match between them as a
 * {@link MatchRecord} (the one source of truth: the room's match is a record
 * like any other and is saved as a match log), spectators, and who is here.
 *
 * <p>Every request is checked here, with the rules, under the room's lock, so
 * one room's moves are taken one at a time in one order; rooms share nothing.
 * After each change the new {@link RoomState} goes to every watcher, in the
 * order of the changes. Watchers must not block: the server's streams only
 * hand the state to a writer.
 *
 * <p>Time is read from the {@link Clock} given, so tests move it by hand.
 */
public final class Room {

    /** A player away longer than this lets the other claim the game (RULES.md, "abandoned"). */
    public static final long GRACE_MILLIS = 2 * 60 * 1000L;
    /** A seat without an open stream still counts as here this long after its last request. */
    public static final long SEEN_MILLIS = 15 * 1000L;
    /** A room nobody joins is closed after this long. */
    public static final long UNJOINED_MILLIS = 30 * 60 * 1000L;
    /** A room where nobody has been for this long is closed (its match saved as it stands). */
    public static final long IDLE_MILLIS = 30 * 60 * 1000L;
    /** Spectators one room takes at most. */
    public static final int MAX_SPECTATORS = 20;

    /** A seat: who holds it and when they were last here. */
    private static final class SeatHolder {
        final String name;
        final byte[] token;
        int streams;
        long lastSeen;

        SeatHolder(String name, String token, long now) {
            this.name = name;
            this.token = token.getBytes(StandardCharsets.UTF_8);
            this.lastSeen = now;
        }
    }

    /** What joining or creating gives: the side held and the token that proves it. */
    public static final class Ticket {
        private final Side side;
        private final String token;

        Ticket(Side side, String token) {
            this.side = side;
            this.token = token;
        }

        public Side side() {
            return side;
        }

        public String token() {
            return token;
        }
    }

    /** An open stream of states; closing it tells the room the watcher has gone. */
    public interface Watch extends AutoCloseable {
        @Override
        void close();
    }

    private final String code;
    private final Game game;
    private final int firstTo;
    private final Clock clock;
    private final Supplier<String> tokens;
    private final long createdMillis;
    private final List<Consumer<RoomState>> watchers = new CopyOnWriteArrayList<>();
    private final Consumer<MatchRecord> saver;

    // Guarded by this.
    private final SeatHolder[] seats = new SeatHolder[2];
    private MatchRecord record;
    private long turnStartedMillis;
    private long lastActivityMillis;
    private int spectators;
    private RoomState state;
    /** The finished games as the state tells them, made once each game ends (a state is made after every move). */
    private List<RoomState.FinishedGame> finished = Collections.emptyList();
    private RoomState.Board previous;
    /** What the last state said about who is here, to tell when presence alone changed it. */
    private String presence;

    /**
     * @param tokens makes a fresh, unguessable seat token each time
     * @param saver told the record after every change of the match (the server saves it as a log)
     */
    Room(String code, Game game, int firstTo, String creator, Clock clock, Supplier<String> tokens,
            Consumer<MatchRecord> saver) {
        this.code = code;
        this.game = game;
        this.firstTo = firstTo;
        this.clock = clock;
        this.tokens = tokens;
        this.saver = saver;
        this.createdMillis = clock.millis();
        this.lastActivityMillis = createdMillis;
        seats[0] = new SeatHolder(creator, tokens.get(), createdMillis);
        this.state = makeState(createdMillis);
    }

    public String code() {
        return code;
    }

    public Game game() {
        return game;
    }

    /** @return the creator's ticket: side one */
    synchronized Ticket creatorTicket() {
        return new Ticket(Side.ONE, new String(seats[0].token, StandardCharsets.UTF_8));
    }

    /** @return the match so far; null until the friend has joined */
    public synchronized MatchRecord record() {
        return record;
    }

    /** @return the state as last sent out */
    public synchronized RoomState state() {
        return state;
    }

    /**
     * The friend takes seat two and the match starts, side one to move.
     *
     * @throws RefereeException (conflict) when both seats are taken: a code never grants a taken seat
     */
    public synchronized Ticket join(String name) {
        if (seats[1] != null) {
            throw new RefereeException(Refusal.CONFLICT, "both seats of room " + code
                    + " are taken: you may watch, but not play");
        }
        long now = clock.millis();
        String token = tokens.get();
        seats[1] = new SeatHolder(name, token, now);
        record = MatchRecord.start(game, firstTo, PlayerInfo.remote(seats[0].name), PlayerInfo.remote(name), now);
        turnStartedMillis = now;
        changed(now, true);
        return new Ticket(Side.TWO, token);
    }

    /**
     * Plays {@code notation} for the token's side as move number {@code ply} (the
     * moves already made) of game {@code gameNumber}. The same request sent again
     * after it was taken is harmless: it changes nothing and answers the state.
     *
     * @throws RefereeException bad token; conflict (not your turn, stale ply, no
     *     such game now, match not started or over); illegal move
     */
    public synchronized RoomState move(String token, int gameNumber, int ply, String notation) {
        Side side = seated(token);
        long now = clock.millis();
        seen(side, now);
        MatchRecord match = started();
        Move move;
        try {
            move = Move.parse(notation);
        } catch (IllegalArgumentException e) {
            String shown = notation.length() > 20 ? notation.substring(0, 20) + "..." : notation;
            throw new RefereeException(Refusal.ILLEGAL_MOVE, "\"" + shown + "\" is not a move in the rule book's"
                    + " notation (a square like e5, a slide like d2-d3, a capture like d2-d3xg7, or pass)");
        }
        if (gameNumber < 1 || gameNumber > match.gameNumber()) {
            throw new RefereeException(Refusal.CONFLICT, "game " + gameNumber + " is not being played: this is game "
                    + match.gameNumber());
        }
        GameRecord played = match.games().get(gameNumber - 1);
        if (ply >= 0 && ply < played.plies()) {
            PlayedMove taken = played.moves().get(ply);
            if (taken.move().equals(move) && moverAt(played, ply) == side) {
                return state; // the same move sent twice: it was taken the first time
            }
            throw new RefereeException(Refusal.CONFLICT, "move " + (ply + 1) + " of game " + gameNumber
                    + " was already made (" + taken.move() + "): the game has " + played.plies() + " moves now");
        }
        if (gameNumber < match.gameNumber() || played.isOver()) {
            throw new RefereeException(Refusal.CONFLICT, "game " + gameNumber + " is over");
        }
        if (ply != played.plies()) {
            throw new RefereeException(Refusal.CONFLICT, "ply " + ply + " does not follow: game " + gameNumber
                    + " has " + played.plies() + " moves so far");
        }
        if (match.sideToMove() != side) {
            throw new RefereeException(Refusal.CONFLICT, "it is not your turn: " + holder(side.other()).name
                    + " is to move");
        }
        Position position = played.position();
        if (!position.isLegal(move)) {
            throw new RefereeException(Refusal.ILLEGAL_MOVE, move + " is not a legal move here"
                    + why(position, move));
        }
        record = match.play(move, Math.max(0, now - turnStartedMillis));
        nextGameIfOver(now);
        changed(now, true);
        return state;
    }

    /**
     * The token's side resigns the current game (on its turn or the other's);
     * the next game starts at once unless the match is over.
     *
     * @param gameNumber the game meant; null for the current one. Given, a resignation
     *     sent twice is harmless: the second finds its game already resigned
     */
    public synchronized RoomState resign(String token, Integer gameNumber) {
        Side side = seated(token);
        long now = clock.millis();
        seen(side, now);
        MatchRecord match = started();
        if (isRepeat(match, gameNumber, side, org.katakuti.api.rules.Reason.RESIGNED)) {
            return state;
        }
        requirePlaying(match, gameNumber);
        record = match.resign(side);
        nextGameIfOver(now);
        changed(now, true);
        return state;
    }

    /**
     * The token's side claims the current game: the other has been away past the
     * grace time. The claimer wins it (reason {@code abandoned}).
     */
    public synchronized RoomState claim(String token, Integer gameNumber) {
        Side side = seated(token);
        long now = clock.millis();
        seen(side, now);
        MatchRecord match = started();
        if (isRepeat(match, gameNumber, side.other(), org.katakuti.api.rules.Reason.ABANDONED)) {
            return state;
        }
        requirePlaying(match, gameNumber);
        long away = awayMillis(side.other(), now);
        if (away < GRACE_MILLIS) {
            String who = holder(side.other()).name;
            throw new RefereeException(Refusal.CONFLICT, away < 0 ? who + " is here: there is nothing to claim"
                    : who + " has been away " + away / 1000 + " s: you may claim the game after "
                    + GRACE_MILLIS / 1000 + " s");
        }
        record = match.abandonGame(side.other());
        nextGameIfOver(now);
        changed(now, true);
        return state;
    }

    /**
     * Starts sending states to {@code watcher}: the current one at once, then one after every change.
     *
     * @param token a seat's token (the player is here while the stream is open), or null for a spectator
     * @throws RefereeException bad token; too many spectators
     */
    public synchronized Watch watch(String token, Consumer<RoomState> watcher) {
        long now = clock.millis();
        Side side = token == null ? null : seated(token);
        if (side == null) {
            if (spectators >= MAX_SPECTATORS) {
                throw new RefereeException(Refusal.TOO_MANY, "room " + code + " has its " + MAX_SPECTATORS
                        + " spectators already");
            }
            spectators++;
        } else {
            holder(side).streams++;
            seen(side, now);
        }
        watcher.accept(state);
        watchers.add(watcher);
        changed(now, false);
        return new Watch() {
            private boolean closed;

            @Override
            public void close() {
                synchronized (Room.this) {
                    if (closed) {
                        return;
                    }
                    closed = true;
                    watchers.remove(watcher);
                    long at = clock.millis();
                    if (side == null) {
                        spectators--;
                    } else {
                        holder(side).streams--;
                        seen(side, at);
                    }
                    changed(at, false);
                }
            }
        };
    }

    /**
     * Notes that the token's side made a request (a poll of the state counts).
     *
     * @return the side; null when the token holds no seat here
     */
    public synchronized Side touch(String token) {
        Side side = sideOf(token);
        if (side != null) {
            long now = clock.millis();
            seen(side, now);
            changed(now, false);
        }
        return side;
    }

    /**
     * Looks at the clock: sends a new state when who is here, or a claim, changed
     * with time alone (a player's 15 s ran out, the grace time passed).
     */
    public synchronized void tick() {
        changed(clock.millis(), false);
    }

    /** @return true when the room should be closed: unjoined too long, or nobody here for too long */
    public synchronized boolean isExpired() {
        long now = clock.millis();
        if (seats[1] == null) {
            return now - createdMillis >= UNJOINED_MILLIS;
        }
        return !connected(Side.ONE, now) && !connected(Side.TWO, now) && spectators == 0
                && now - Math.max(lastActivityMillis, Math.max(seats[0].lastSeen, seats[1].lastSeen)) >= IDLE_MILLIS;
    }

    /** @return the side {@code token} holds here; null for none */
    public synchronized Side sideOf(String token) {
        if (token == null) {
            return null;
        }
        byte[] given = token.getBytes(StandardCharsets.UTF_8);
        for (Side side : Side.values()) {
            SeatHolder seat = seats[side.ordinal()];
            // Compared in constant time, so a token cannot be guessed one character at a time.
            if (seat != null && MessageDigest.isEqual(seat.token, given)) {
                return side;
            }
        }
        return null;
    }

    private Side seated(String token) {
        Side side = sideOf(token);
        if (side == null) {
            throw new RefereeException(Refusal.BAD_TOKEN, "this token holds no seat in room " + code);
        }
        return side;
    }

    private MatchRecord started() {
        if (record == null) {
            throw new RefereeException(Refusal.CONFLICT, "the match has not started: waiting for a friend to join");
        }
        return record;
    }

    private void requirePlaying(MatchRecord match, Integer gameNumber) {
        if (match.isOver()) {
            throw new RefereeException(Refusal.CONFLICT, "the match is over");
        }
        if (gameNumber != null && gameNumber != match.gameNumber()) {
            throw new RefereeException(Refusal.CONFLICT, "game " + gameNumber + " is not being played: this is game "
                    + match.gameNumber());
        }
    }

    /** @return true when game {@code gameNumber} already ended by {@code loser} with {@code reason} */
    private static boolean isRepeat(MatchRecord match, Integer gameNumber, Side loser,
            org.katakuti.api.rules.Reason reason) {
        if (gameNumber == null || gameNumber < 1 || gameNumber > match.gameNumber()) {
            return false;
        }
        GameRecord played = match.games().get(gameNumber - 1);
        return played.isOver() && played.outcome().reason() == reason && played.winner() == loser.other();
    }

    private void nextGameIfOver(long now) {
        if (record.current().isOver() && !record.isOver()) {
            record = record.nextGame();
            turnStartedMillis = now;
        } else if (!record.current().isOver()) {
            turnStartedMillis = now;
        }
    }

    private static Side moverAt(GameRecord played, int ply) {
        // Seats alternate every move in every game of the table (a tigadi pass is a move too).
        return ply % 2 == 0 ? played.first() : played.first().other();
    }

    private static String why(Position position, Move move) {
        try {
            position.play(move);
            return "";
        } catch (IllegalArgumentException e) {
            return e.getMessage() == null ? "" : ": " + e.getMessage();
        }
    }

    private SeatHolder holder(Side side) {
        return seats[side.ordinal()];
    }

    private void seen(Side side, long now) {
        holder(side).lastSeen = now;
    }

    private boolean connected(Side side, long now) {
        SeatHolder seat = holder(side);
        return seat != null && (seat.streams > 0 || now - seat.lastSeen < SEEN_MILLIS);
    }

    /** @return how long {@code side} has been away (since its last stream closed or request, plus 15 s); -1 when here */
    private long awayMillis(Side side, long now) {
        if (connected(side, now)) {
            return -1;
        }
        return now - (holder(side).lastSeen + SEEN_MILLIS);
    }

    /**
     * Makes the new state; sends it out when the match changed, or when who is
     * here changed. A match change is also handed to the saver.
     */
    private void changed(long now, boolean matchChanged) {
        if (matchChanged) {
            lastActivityMillis = now;
        }
        String nowPresent = presence(now);
        if (!matchChanged && nowPresent.equals(presence)) {
            return;
        }
        presence = nowPresent;
        state = makeState(now);
        if (matchChanged) {
            saver.accept(record);
        }
        for (Consumer<RoomState> watcher : watchers) {
            watcher.accept(state);
        }
    }

    private String presence(long now) {
        RoomState.Claim claim = claimFor(now);
        return connected(Side.ONE, now) + "," + connected(Side.TWO, now) + ","
                + (claim == null ? "-" : claim.side);
    }

    private RoomState.Claim claimFor(long now) {
        if (record == null || record.isOver()) {
            return null;
        }
        for (Side side : Side.values()) {
            long away = awayMillis(side.other(), now);
            if (away >= GRACE_MILLIS) {
                return new RoomState.Claim(Boards.side(side), away / 1000);
            }
        }
        return null;
    }

    private RoomState makeState(long now) {
        Map<String, RoomState.SeatState> seatStates = new LinkedHashMap<>();
        for (Side side : Side.values()) {
            SeatHolder seat = holder(side);
            seatStates.put(Boards.side(side),
                    new RoomState.SeatState(seat == null ? null : seat.name, connected(side, now)));
        }
        Map<String, Integer> score = new LinkedHashMap<>();
        if (record == null) {
            score.put("one", 0);
            score.put("two", 0);
            GameRecord empty = GameRecord.start(game, Side.ONE);
            return new RoomState(code, game.id(), firstTo, "waiting", seatStates, score, 1, "one",
                    Collections.<String>emptyList(), null, finished, null, null, Boards.of(empty),
                    Collections.<String>emptyList(), null);
        }
        for (Side side : Side.values()) {
            score.put(Boards.side(side), record.score().wins(side));
        }
        List<GameRecord> games = record.games();
        int ended = record.current().isOver() ? games.size() : games.size() - 1;
        if (finished.size() != ended) {
            List<RoomState.FinishedGame> told = new ArrayList<>(ended);
            for (int i = 0; i < ended; i++) {
                GameRecord played = games.get(i);
                told.add(new RoomState.FinishedGame(i + 1, Boards.side(played.first()), notation(played),
                        Boards.side(played.winner()), played.outcome().reason().notation()));
            }
            finished = Collections.unmodifiableList(told);
            previous = Boards.of(games.get(ended - 1));
        }
        GameRecord current = record.current();
        boolean over = record.isOver();
        Side toMove = over ? null : current.sideToMove();
        List<String> legal = new ArrayList<>();
        if (toMove != null) {
            for (Move move : current.position().legalMoves()) {
                legal.add(Boards.notation(move));
            }
        }
        return new RoomState(code, game.id(), firstTo, over ? "over" : "playing", seatStates, score,
                record.gameNumber(), Boards.side(current.first()), notation(current), Boards.side(toMove), finished,
                over ? Boards.side(record.score().winner()) : null, claimFor(now), Boards.of(current), legal,
                previous);
    }

    private static List<String> notation(GameRecord played) {
        List<String> moves = new ArrayList<>(played.plies());
        for (PlayedMove move : played.moves()) {
            moves.add(Boards.notation(move.move()));
        }
        return moves;
    }
}
