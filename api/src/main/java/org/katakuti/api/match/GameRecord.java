package org.katakuti.api.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.MoveListException;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/**
 * One game of a match as data: which side moved first, every move with its
 * time, and how the game ended (by the rules, or by the referee: forfeit,
 * resignation, abandonment). Immutable; every change returns a new record.
 *
 * <p>The position at any move is derived from the moves with the rules, so a
 * record can never disagree with its board. The outcome is read by game
 * {@link Seat}, like {@link Position#outcome()}; {@link #winner()} says the
 * {@link Side}.
 */
public final class GameRecord {

    private final Game game;
    private final Side first;
    private final List<PlayedMove> moves;
    private final Outcome outcome;
    private final Forfeit forfeit;
    private final String detail;
    private final int takeBacks;
    /** The position after the last move: derived, kept so that playing on costs one move, not a replay. */
    private final Position last;

    private GameRecord(Game game, Side first, List<PlayedMove> moves, Outcome outcome, Forfeit forfeit,
            String detail, int takeBacks, Position last) {
        this.game = game;
        this.first = first;
        this.moves = moves;
        this.outcome = outcome;
        this.forfeit = forfeit;
        this.detail = detail;
        this.takeBacks = takeBacks;
        this.last = last;
    }

    /** A game about to start: a fresh board, {@code first} to move. */
    public static GameRecord start(Game game, Side first) {
        return new GameRecord(Objects.requireNonNull(game, "game"), Objects.requireNonNull(first, "first"),
                Collections.<PlayedMove>emptyList(), null, null, null, 0, game.start());
    }

    /**
     * A game read back from a log, checked move by move with the rules.
     *
     * @param outcome how it ended (by seat), or null (or {@link Outcome#ONGOING}) while it goes on
     * @param forfeit the kind of forfeit when {@code outcome}'s reason is {@code forfeit}; else null
     * @param detail the referee's words on a forfeit; may be null
     * @throws MoveListException naming the first move the rules refuse
     * @throws IllegalArgumentException when the outcome does not follow from the moves
     */
    public static GameRecord restore(Game game, Side first, List<PlayedMove> moves, Outcome outcome,
            Forfeit forfeit, String detail, int takeBacks) {
        Position position = game.start();
        for (int i = 0; i < moves.size(); i++) {
            Move move = moves.get(i).move();
            if (position.isOver()) {
                throw new MoveListException(i, move.toString(), "the game was already over");
            }
            try {
                position = position.play(move);
            } catch (IllegalArgumentException e) {
                throw new MoveListException(i, move.toString(), e.getMessage());
            }
        }
        Outcome ruled = position.outcome();
        if (ruled.isOver()) {
            if (!ruled.equals(outcome)) {
                throw new IllegalArgumentException("the moves end in " + ruled + ", not in "
                        + (outcome == null ? "a game still going on" : outcome.toString()));
            }
        } else if (outcome != null && outcome.isOver()) {
            // Only the referee ends a game the rules leave open, and the referee always gives it to one side.
            if (!outcome.reason().isRefereeDecision() || outcome.winner() == null) {
                throw new IllegalArgumentException("the moves leave the game going on, so it cannot end in " + outcome);
            }
        }
        boolean forfeited = outcome != null && outcome.reason() == Reason.FORFEIT;
        if (forfeited != (forfeit != null)) {
            throw new IllegalArgumentException(forfeited ? "a forfeit needs its kind" : "only a forfeit has a kind");
        }
        if (takeBacks < 0) {
            throw new IllegalArgumentException("take-backs cannot be negative: " + takeBacks);
        }
        Outcome kept = outcome == null || !outcome.isOver() ? null : outcome;
        return new GameRecord(game, first, Collections.unmodifiableList(new ArrayList<>(moves)), kept, forfeit,
                detail, takeBacks, position);
    }

    public Game game() {
        return game;
    }

    /** @return the side that moved first in this game */
    public Side first() {
        return first;
    }

    /** @return the side sitting in {@code seat} in this game */
    public Side sideOf(Seat seat) {
        return seat == Seat.FIRST ? first : first.other();
    }

    /** @return the seat {@code side} holds in this game */
    public Seat seatOf(Side side) {
        return side == first ? Seat.FIRST : Seat.SECOND;
    }

    /** @return the moves as finally played, in order */
    public List<PlayedMove> moves() {
        return moves;
    }

    /** @return the number of moves played */
    public int plies() {
        return moves.size();
    }

    /** @return the position after the last move */
    public Position position() {
        return last;
    }

    /**
     * @param ply how many of the moves to play, from 0 (the empty board) to {@link #plies()}
     * @return the position after that many moves, derived with the rules
     */
    public Position positionAt(int ply) {
        if (ply < 0 || ply > moves.size()) {
            throw new IndexOutOfBoundsException("ply " + ply + " of a game of " + moves.size() + " moves");
        }
        if (ply == moves.size()) {
            return last;
        }
        Position position = game.start();
        for (int i = 0; i < ply; i++) {
            position = position.play(moves.get(i).move());
        }
        return position;
    }

    /** @return true once the game has ended, by the rules or by the referee */
    public boolean isOver() {
        return outcome != null;
    }

    /** @return how the game ended, read by seat; null while it goes on */
    public Outcome outcome() {
        return outcome;
    }

    /** @return the side that won; null while the game goes on and for a draw */
    public Side winner() {
        return outcome == null || outcome.winner() == null ? null : sideOf(outcome.winner());
    }

    /** @return the side to move; null once the game is over */
    public Side sideToMove() {
        return isOver() ? null : sideOf(last.toMove());
    }

    /** @return the kind of forfeit when the game was forfeited; null otherwise */
    public Forfeit forfeit() {
        return forfeit;
    }

    /** @return the referee's words on a forfeit ("answered e5, a square already taken"); null otherwise */
    public String detail() {
        return detail;
    }

    /** @return how many times a move was taken back in this game */
    public int takeBacks() {
        return takeBacks;
    }

    /**
     * The game after {@code move}, played by the side to move; when the rules
     * end the game with it, the record ends too.
     *
     * @param millis the time its player took
     * @throws IllegalStateException when the game is over
     * @throws IllegalArgumentException when the rules refuse the move
     */
    public GameRecord play(Move move, long millis) {
        requireOngoing();
        Position after = last.play(move);
        List<PlayedMove> played = new ArrayList<>(moves.size() + 1);
        played.addAll(moves);
        played.add(new PlayedMove(move, millis));
        return new GameRecord(game, first, Collections.unmodifiableList(played),
                after.isOver() ? after.outcome() : null, null, null, takeBacks, after);
    }

    /** The game lost by {@code loser}, a computer player that forfeited it. */
    public GameRecord forfeitedBy(Side loser, Forfeit kind, String why) {
        return endedByReferee(loser, Reason.FORFEIT, Objects.requireNonNull(kind, "kind"), why);
    }

    /** The game lost by {@code loser}, who resigned it. */
    public GameRecord resignedBy(Side loser) {
        return endedByReferee(loser, Reason.RESIGNED, null, null);
    }

    /** The game lost by {@code loser}, who stayed away past the grace time; the other claimed it. */
    public GameRecord abandonedBy(Side loser) {
        return endedByReferee(loser, Reason.ABANDONED, null, null);
    }

    /**
     * The game with its last {@code count} moves taken back, counting one take-back.
     *
     * @throws IllegalStateException when the game is over
     * @throws IllegalArgumentException when there are not that many moves
     */
    public GameRecord takeBack(int count) {
        requireOngoing();
        if (count < 1 || count > moves.size()) {
            throw new IllegalArgumentException("cannot take back " + count + " of " + moves.size() + " moves");
        }
        List<PlayedMove> kept = Collections.unmodifiableList(new ArrayList<>(moves.subList(0, moves.size() - count)));
        return new GameRecord(game, first, kept, null, null, null, takeBacks + 1, replay(game, kept));
    }

    private static Position replay(Game game, List<PlayedMove> moves) {
        Position position = game.start();
        for (PlayedMove move : moves) {
            position = position.play(move.move());
        }
        return position;
    }

    private GameRecord endedByReferee(Side loser, Reason reason, Forfeit kind, String why) {
        requireOngoing();
        Outcome end = Outcome.win(seatOf(Objects.requireNonNull(loser, "loser").other()), reason);
        return new GameRecord(game, first, moves, end, kind, why, takeBacks, last);
    }

    private void requireOngoing() {
        if (isOver()) {
            throw new IllegalStateException("the game is over");
        }
    }

    @Override
    public String toString() {
        return game.id() + ", " + first + " first, " + moves.size() + " moves, "
                + (outcome == null ? "going on" : outcome + (forfeit == null ? "" : " " + forfeit.notation()));
    }
}
