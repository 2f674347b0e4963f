package org.katakuti.app.online.client;

import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.app.player.Player;

/**
 * The friend at the other end of a room: a seat like any other. Their moves
 * are not made here but read from the room's state by the {@link OnlineSeat},
 * which hands each on through {@link #deliver(Move)} when the controller has
 * asked for it. A remote player never forfeits (the server referees their
 * time and absence) and takes nothing back.
 */
public final class RemoteFriend implements Player {

    private final PlayerInfo info;
    private final Runnable turnCame;
    /** The controller's question, until the move comes; only touched on the match's event thread. */
    private Reply waiting;

    /**
     * @param name the name the friend gave the server
     * @param turnCame told (on the match's thread) when the controller asks for the friend's move
     */
    RemoteFriend(String name, Runnable turnCame) {
        this.info = PlayerInfo.remote(name);
        this.turnCame = turnCame;
    }

    @Override
    public PlayerInfo info() {
        return info;
    }

    @Override
    public void yourTurn(Position position, Reply reply) {
        waiting = reply;
        turnCame.run();
    }

    /** @return true when the controller waits for the friend's move */
    boolean isAsked() {
        return waiting != null;
    }

    /** Hands the friend's move to the controller, which asked for it. */
    void deliver(Move move) {
        Reply reply = waiting;
        waiting = null;
        if (reply != null) {
            reply.played(move);
        }
    }

    @Override
    public void stop() {
        waiting = null;
    }

    @Override
    public void close() {
        waiting = null;
    }

    @Override
    public boolean agreesToTakeBack() {
        return false; // the server referees and keeps every move made
    }
}
