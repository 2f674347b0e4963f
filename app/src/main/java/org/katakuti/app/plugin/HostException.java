package org.katakuti.app.plugin;

/** A bot host that stopped, did not answer in time, or answered {@code error}: the message says which, in plain words. */
public final class HostException extends Exception {

    private static final long serialVersionUID = 1L;

    HostException(String message) {
        super(message);
    }
}
