package org.katakuti.app.online.server;

/** A request refused before it reached the referee: too large, not JSON, the wrong method, too many. */
final class BadRequest extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;

    BadRequest(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    int status() {
        return status;
    }
}
