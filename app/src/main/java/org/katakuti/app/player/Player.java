package org.katakuti.app.player;

import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * Whoever fills one side of a match: the person at this computer, a built-in
 * or plugin bot, an outside engine, a friend over the network. The match's
 * controller treats them all alike: it tells the player its turn has come, and
 * takes the move when it comes, from a click, a thread or a socket.
 *
 * <p>The words: a <em>side</em> ({@link org.katakuti.api.match.Side}) is one of
 * the two places at the table for the whole match, crosses or noughts; a
 * <em>seat</em> ({@link org.katakuti.api.rules.Seat}) is first or second in one
 * game; a <em>player</em> is who sits on a side.
 */
public interface Player {

    /** How a player gives its move: once per turn, from any thread. */
    interface Reply {
        /** The player's move (the controller checks it with the rules). */
        void played(Move move);

        /** The player loses the game by forfeit, for {@code why} (plain words, no stack trace). */
        void forfeited(Forfeit kind, String why);
    }

    /** @return who this is, as the match record keeps it */
    PlayerInfo info();

    /**
     * This player's turn has come in {@code position}: answer through
     * {@code reply}, once, from any thread, or never if the turn is taken
     * away first ({@link #stop()}). Returns at once.
     */
    void yourTurn(Position position, Reply reply);

    /** The turn asked for is no longer wanted (a take-back, a resignation, the match left): drop it. */
    void stop();

    /** The match is over for this player: free what it holds (threads, processes, sockets). */
    void close();

    /**
     * @return true when this player's moves are made on this computer's board,
     *     by clicks and keys (the person at this computer); they reach the
     *     controller through {@code MatchController.play} instead of the reply
     */
    default boolean movesAtThisBoard() {
        return false;
    }

    /**
     * @return false when moves made with this player cannot be taken back (a
     *     friend over the network: their server referees and keeps every move)
     */
    default boolean agreesToTakeBack() {
        return true;
    }
}
