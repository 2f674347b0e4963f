package org.katakuti.api.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Seat;

/**
 * The score of a match, as an immutable value: first to 1, 3 or 5 wins, at most
 * three games for every win needed, draws counting for nobody, and the first
 * move changing hands every game (drawn games included).
 *
 * <p>{@link Side#ONE} moves first in game 1. Record each finished game with
 * {@link #record(Outcome)}, which returns the match after it.
 */
public final class Match {

    private final int winsNeeded;
    private final List<Outcome> games;
    private final int winsOne;
    private final int winsTwo;

    private Match(int winsNeeded, List<Outcome> games, int winsOne, int winsTwo) {
        this.winsNeeded = winsNeeded;
        this.games = games;
        this.winsOne = winsOne;
        this.winsTwo = winsTwo;
    }

    /**
     * A new match, first to {@code winsNeeded} wins.
     *
     * @throws IllegalArgumentException unless {@code winsNeeded} is 1, 3 or 5
     */
    public static Match firstTo(int winsNeeded) {
        if (winsNeeded != 1 && winsNeeded != 3 && winsNeeded != 5) {
            throw new IllegalArgumentException("a match is first to 1, 3 or 5 wins, not " + winsNeeded);
        }
        return new Match(winsNeeded, Collections.<Outcome>emptyList(), 0, 0);
    }

    /** @return the wins that take the match: 1, 3 or 5 */
    public int winsNeeded() {
        return winsNeeded;
    }

    /** @return the most games the match can last: three for every win needed */
    public int gameLimit() {
        return 3 * winsNeeded;
    }

    /** @return how many games have been finished */
    public int gamesPlayed() {
        return games.size();
    }

    /** @return the finished games' outcomes, in order, read by game seat */
    public List<Outcome> games() {
        return games;
    }

    /** @return the games {@code side} has won */
    public int wins(Side side) {
        return side == Side.ONE ? winsOne : winsTwo;
    }

    /** @return the drawn games */
    public int draws() {
        return games.size() - winsOne - winsTwo;
    }

    /** @return true once a side has the wins needed or the game limit is reached */
    public boolean isOver() {
        return winsOne >= winsNeeded || winsTwo >= winsNeeded || games.size() >= gameLimit();
    }

    /** @return the side that took the match; null while it goes on or when it is drawn */
    public Side winner() {
        if (!isOver() || winsOne == winsTwo) {
            return null;
        }
        return winsOne > winsTwo ? Side.ONE : Side.TWO;
    }

    /** @return the 1-based number of the game being played (or next to be played) */
    public int currentGame() {
        return games.size() + 1;
    }

    /**
     * @return the side that moves first in the current game: {@link Side#ONE} in
     *     games 1, 3, 5..., {@link Side#TWO} in games 2, 4, 6...
     */
    public Side firstInCurrentGame() {
        return games.size() % 2 == 0 ? Side.ONE : Side.TWO;
    }

    /** @return the side sitting in {@code seat} in the current game */
    public Side sideOf(Seat seat) {
        return seat == Seat.FIRST ? firstInCurrentGame() : firstInCurrentGame().other();
    }

    /** @return the game seat {@code side} holds in the current game */
    public Seat seatOf(Side side) {
        return side == firstInCurrentGame() ? Seat.FIRST : Seat.SECOND;
    }

    /**
     * The match after the current game ended with {@code outcome}.
     *
     * @throws IllegalStateException when the match is already over
     * @throws IllegalArgumentException when the outcome is not a finished game
     */
    public Match record(Outcome outcome) {
        if (isOver()) {
            throw new IllegalStateException("the match is over");
        }
        if (!outcome.isOver()) {
            throw new IllegalArgumentException("only a finished game can be recorded");
        }
        List<Outcome> played = new ArrayList<>(games.size() + 1);
        played.addAll(games);
        played.add(outcome);
        int one = winsOne;
        int two = winsTwo;
        if (outcome.winner() != null) {
            if (sideOf(outcome.winner()) == Side.ONE) {
                one++;
            } else {
                two++;
            }
        }
        return new Match(winsNeeded, Collections.unmodifiableList(played), one, two);
    }

    @Override
    public String toString() {
        return "first to " + winsNeeded + ": " + winsOne + "-" + winsTwo + " after " + games.size()
                + (games.size() == 1 ? " game" : " games") + (isOver() ? " (over)" : "");
    }
}
