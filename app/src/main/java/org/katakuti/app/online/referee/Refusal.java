package org.katakuti.app.online.referee;

/**
 * Why the referee turned a request down. Each kind is one answer of the
 * protocol; the server maps it to its HTTP status (see docs/online-protocol.md).
 */
public enum Refusal {
    /** The request makes no sense: a missing field, an unknown game, a name too long. HTTP 400. */
    BAD_REQUEST(400),
    /** The token holds no seat in this room. HTTP 403. */
    BAD_TOKEN(403),
    /** No room has this code (or it has expired). HTTP 404. */
    NO_SUCH_ROOM(404),
    /** Not now: not that seat's turn, a stale ply, a seat taken, a game already over. HTTP 409. */
    CONFLICT(409),
    /** The rules refuse the move. HTTP 422. */
    ILLEGAL_MOVE(422),
    /** Too many of something: failed look-ups, rooms, spectators. HTTP 429. */
    TOO_MANY(429);

    private final int status;

    Refusal(int status) {
        this.status = status;
    }

    /** @return the HTTP status the protocol answers this refusal with */
    public int status() {
        return status;
    }
}
