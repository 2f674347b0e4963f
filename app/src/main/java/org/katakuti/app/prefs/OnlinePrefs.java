package org.katakuti.app.prefs;

import org.katakuti.api.match.Side;

/**
 * What the table remembers for playing with friends online: the server a room
 * is made on (empty: host on this computer), the name given, and the seat held
 * at the last room, with its token, so closing and reopening the app (or a
 * dropped network) gives the seat back.
 */
public final class OnlinePrefs {

    /** A seat held at a room, as remembered. */
    public static final class SavedSeat {
        public final String server;
        public final String code;
        public final Side side;
        public final String token;
        public final String link;
        public final long startedMillis;

        public SavedSeat(String server, String code, Side side, String token, String link, long startedMillis) {
            this.server = server;
            this.code = code;
            this.side = side;
            this.token = token;
            this.link = link == null ? "" : link;
            this.startedMillis = startedMillis;
        }
    }

    private static final String SERVER = "online.server";
    private static final String NAME = "online.name";
    private static final String LAST_ROOM = "online.lastRoom";
    private static final String SEAT = "online.seat.";

    private final PrefsStore store;

    public OnlinePrefs(PrefsStore store) {
        this.store = store;
    }

    /** @return the address of the server rooms are made on; empty to host on this computer */
    public String server() {
        return store.get(SERVER, "");
    }

    public void setServer(String address) {
        store.put(SERVER, address == null ? "" : address.trim());
    }

    /** @return the name given to friends; empty when none yet */
    public String name() {
        return store.get(NAME, "");
    }

    public void setName(String name) {
        store.put(NAME, name == null ? "" : name.trim());
    }

    /** Writes the choices to lasting storage. */
    public void save() {
        store.save();
    }

    /** @return the seat held at the last room; null when none (or it was damaged) */
    public SavedSeat lastSeat() {
        String code = store.get(LAST_ROOM, "");
        return code.isEmpty() ? null : seat(code);
    }

    /** @return the seat held at room {@code code}; null when none */
    public SavedSeat seat(String code) {
        String[] parts = store.get(SEAT + code, "").split("\\|", -1);
        if (parts.length != 6 || parts[2].isEmpty()) {
            return null;
        }
        try {
            return new SavedSeat(parts[0], parts[1], "one".equals(parts[2]) ? Side.ONE : Side.TWO, parts[3],
                    parts[4], Long.parseLong(parts[5]));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Remembers {@code seat} as the seat of the last room, and writes the choices at once: the app may be closed any time. */
    public void keep(SavedSeat seat) {
        store.put(SEAT + seat.code, String.join("|", seat.server, seat.code, seat.side == Side.ONE ? "one" : "two",
                seat.token, seat.link, Long.toString(seat.startedMillis)));
        store.put(LAST_ROOM, seat.code);
        store.save();
    }

    /** Forgets the seat at room {@code code} (the match is over, or the room is gone). */
    public void forget(String code) {
        store.put(SEAT + code, "");
        if (code.equals(store.get(LAST_ROOM, ""))) {
            store.put(LAST_ROOM, "");
        }
        store.save();
    }
}
