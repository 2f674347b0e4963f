package org.katakuti.app.online.client;

import java.net.URI;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a room is, from what a person pastes or types: a room's link
 * ({@code http://192.168.1.5:7350/r/K7QX}), which names its server, or a bare
 * code ({@code k7qx}), which is looked for on the server of the setting.
 * Immutable.
 */
public final class RoomAddress {

    private static final Pattern LINK = Pattern.compile("(https?://[^/\\s]+)/r/([A-Za-z0-9]{4})/?(?:[?#].*)?");
    private static final Pattern CODE = Pattern.compile("[A-Za-z0-9]{4}");

    private final URI server;
    private final String code;

    private RoomAddress(URI server, String code) {
        this.server = server;
        this.code = code.toUpperCase(Locale.ROOT);
    }

    /**
     * @param text a room's link or its four-character code, spaces around it allowed
     * @param defaultServer the server a bare code is on; null when none is known ({@link #server()} is then null)
     * @throws IllegalArgumentException when the text is neither (the message says what was expected)
     */
    public static RoomAddress parse(String text, URI defaultServer) {
        String trimmed = text == null ? "" : text.trim();
        Matcher link = LINK.matcher(trimmed);
        if (link.matches()) {
            return new RoomAddress(URI.create(link.group(1) + "/"), link.group(2));
        }
        if (CODE.matcher(trimmed).matches()) {
            return new RoomAddress(defaultServer, trimmed);
        }
        throw new IllegalArgumentException("'" + trimmed + "' is neither a room's code (four letters and digits)"
                + " nor its link (http://.../r/CODE)");
    }

    /** @return the server's base address, ending in a slash; null for a bare code when no server was known */
    public URI server() {
        return server;
    }

    /** @return the room's code, in capitals */
    public String code() {
        return code;
    }
}
