package org.katakuti.app.online.referee;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;

/**
 * The referee of every room on a server, free of any transport: it opens
 * rooms, finds them by code, and closes those that expired. What is said in a
 * room is checked by the {@link Room} itself.
 */
public final class Referee {

    /** A name is cut to this many characters: enough for any real name, too short to fill a page. */
    public static final int MAX_NAME = 24;

    private final Clock clock;
    private final Random random;
    private final RoomCodes codes;
    private final Consumer<MatchRecord> saver;
    private final Map<String, Room> rooms = new ConcurrentHashMap<>();

    /**
     * @param saver told every room's record after each change of its match (and when the
     *     room closes); must return at once
     */
    public Referee(Clock clock, Random random, Consumer<MatchRecord> saver) {
        this.clock = clock;
        this.random = random;
        this.codes = new RoomCodes(random, clock);
        this.saver = saver;
    }

    /**
     * Opens a room; its creator holds side one.
     *
     * @throws RefereeException (bad request) for an unknown game, a first-to other than 1, 3 or 5, no name
     */
    public Created create(String gameId, int firstTo, String name) {
        Game game = gameOf(gameId);
        if (firstTo != 1 && firstTo != 3 && firstTo != 5) {
            throw new RefereeException(Refusal.BAD_REQUEST, "firstTo must be 1, 3 or 5, not " + firstTo);
        }
        String creator = name(name);
        String code = codes.issue();
        Room room = new Room(code, game, firstTo, creator, clock, this::token, saver);
        rooms.put(code, room);
        return new Created(room, room.creatorTicket());
    }

    /**
     * @return the room with this code (any case)
     * @throws RefereeException (no such room) when there is none
     */
    public Room room(String code) {
        String normalized = RoomCodes.normalize(code);
        Room room = normalized == null ? null : rooms.get(normalized);
        if (room == null) {
            throw new RefereeException(Refusal.NO_SUCH_ROOM, "there is no room " + code
                    + (normalized == null ? ": a code is four letters and digits" : ""));
        }
        return room;
    }

    /** Looks at the clock in every room: new presence sent out, expired rooms closed. */
    public void tick() {
        for (Room room : rooms.values()) {
            if (room.isExpired()) {
                close(room);
            } else {
                room.tick();
            }
        }
    }

    /** Closes every room, each match handed to the saver as it stands (put away unfinished). */
    public void closeAll() {
        for (Room room : new ArrayList<>(rooms.values())) {
            close(room);
        }
    }

    /** @return true while {@code room} is open here */
    public boolean isOpen(Room room) {
        return rooms.get(room.code()) == room;
    }

    /** @return the open rooms */
    public Collection<Room> rooms() {
        return rooms.values();
    }

    private void close(Room room) {
        rooms.remove(room.code());
        MatchRecord record = room.record();
        if (record != null && !record.isOver() && !record.isAbandoned()) {
            // A closed room cannot be played on, so its match is put away unfinished, never to be resumed.
            saver.accept(record.abandon());
        }
    }

    private static Game gameOf(String id) {
        if (id == null) {
            throw new RefereeException(Refusal.BAD_REQUEST, "say which game: \"game\" is one of " + gameIds());
        }
        try {
            return Games.byId(id);
        } catch (IllegalArgumentException e) {
            throw new RefereeException(Refusal.BAD_REQUEST, "there is no game \"" + cut(id, 40) + "\": the games are "
                    + gameIds());
        }
    }

    /**
     * @return the name as kept: spaces trimmed, control characters dropped, cut to {@link #MAX_NAME}
     * @throws RefereeException (bad request) for a name with nothing in it
     */
    public static String name(String name) {
        if (name == null) {
            throw new RefereeException(Refusal.BAD_REQUEST, "say your name: \"name\" is missing");
        }
        StringBuilder kept = new StringBuilder();
        name.codePoints().filter(c -> !Character.isISOControl(c)).forEach(kept::appendCodePoint);
        String trimmed = kept.toString().trim();
        if (trimmed.isEmpty()) {
            throw new RefereeException(Refusal.BAD_REQUEST, "say your name: it is empty");
        }
        return cut(trimmed, MAX_NAME);
    }

    private static String cut(String text, int length) {
        if (text.codePointCount(0, text.length()) <= length) {
            return text;
        }
        return text.substring(0, text.offsetByCodePoints(0, length));
    }

    private static String gameIds() {
        List<String> ids = new ArrayList<>();
        for (Game game : Games.all()) {
            ids.add(game.id());
        }
        return String.join(", ", ids);
    }

    private String token() {
        byte[] bytes = new byte[24];
        synchronized (random) {
            random.nextBytes(bytes);
        }
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** A room just opened, and its creator's ticket. */
    public static final class Created {
        private final Room room;
        private final Room.Ticket ticket;

        Created(Room room, Room.Ticket ticket) {
            this.room = room;
            this.ticket = ticket;
        }

        public Room room() {
            return room;
        }

        public Room.Ticket ticket() {
            return ticket;
        }
    }
}
