package org.katakuti.app.player;

import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.rules.Position;

/**
 * The person at this computer. Their moves come from the board (clicks and
 * keys), so a turn needs nothing from here; a person is never forfeited for time.
 */
public final class Person implements Player {

    private final PlayerInfo info;

    /** A person, named {@code name} (may be blank: the table then names the side). */
    public Person(String name) {
        this.info = PlayerInfo.person(name);
    }

    @Override
    public PlayerInfo info() {
        return info;
    }

    @Override
    public void yourTurn(Position position, Reply reply) {
        // the board is open to them: the move comes as a click
    }

    @Override
    public void stop() {
    }

    @Override
    public void close() {
    }

    @Override
    public boolean movesAtThisBoard() {
        return true;
    }
}
