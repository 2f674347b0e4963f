package org.katakuti.app.online.client;

import org.katakuti.api.match.Side;

/**
 * A seat held at a room: the server's address, the room's code, the side and
 * the secret token that proves it. Kept in the preferences so the seat
 * survives a closed app or a dropped network. Immutable.
 */
public final class SeatTicket {

    private final String server;
    private final String code;
    private final Side side;
    private final String token;
    private final String link;

    public SeatTicket(String server, String code, Side side, String token, String link) {
        this.server = server;
        this.code = code;
        this.side = side;
        this.token = token;
        this.link = link;
    }

    /** @return the server's base address ({@code http://192.168.1.5:8080/}) */
    public String server() {
        return server;
    }

    public String code() {
        return code;
    }

    public Side side() {
        return side;
    }

    public String token() {
        return token;
    }

    /** @return the room's link, for a friend (may be null when it was not told) */
    public String link() {
        return link;
    }
}
