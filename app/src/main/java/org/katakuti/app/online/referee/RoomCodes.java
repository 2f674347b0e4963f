package org.katakuti.app.online.referee;

import java.time.Clock;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * The four-character room codes: drawn at random from an alphabet that cannot
 * be misread (digits 2 to 9 and consonants without L, so no 0/O, 1/I/L and no
 * words), and never handed out twice within a day, so a code read off an old
 * message cannot land in a stranger's room.
 */
public final class RoomCodes {

    /** The characters of a code: 8 digits and 19 consonants, 27 in all, 531,441 codes. */
    public static final String ALPHABET = "23456789BCDFGHJKMNPQRSTVWXZ";
    public static final int LENGTH = 4;
    /** A code is not handed out again within this time. */
    static final long NO_REUSE_MILLIS = 24L * 60 * 60 * 1000;

    private final Random random;
    private final Clock clock;
    /** Guarded by this: the codes handed out within the last day, with when. */
    private final Map<String, Long> issued = new HashMap<>();

    /** @param random a {@link java.security.SecureRandom} in use; a seeded one in tests */
    public RoomCodes(Random random, Clock clock) {
        this.random = random;
        this.clock = clock;
    }

    /**
     * @return a code not handed out within the last day
     * @throws RefereeException when nearly every code is in use (the server is full)
     */
    public synchronized String issue() {
        long now = clock.millis();
        forgetOld(now);
        // With half the codes in use a draw still succeeds every second try; past that, the server is full.
        if (issued.size() > size() / 2) {
            throw new RefereeException(Refusal.TOO_MANY, "the server has no free room code left: try again later");
        }
        while (true) {
            StringBuilder code = new StringBuilder(LENGTH);
            for (int i = 0; i < LENGTH; i++) {
                code.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
            String drawn = code.toString();
            if (!issued.containsKey(drawn)) {
                issued.put(drawn, now);
                return drawn;
            }
        }
    }

    /** @return how many codes there are */
    public static int size() {
        int size = 1;
        for (int i = 0; i < LENGTH; i++) {
            size *= ALPHABET.length();
        }
        return size;
    }

    /**
     * @return the code as the server keeps it (upper case, spaces around cut), or null when
     *     {@code text} cannot be a code at all
     */
    public static String normalize(String text) {
        if (text == null) {
            return null;
        }
        String code = text.trim().toUpperCase(Locale.ROOT);
        if (code.length() != LENGTH) {
            return null;
        }
        for (int i = 0; i < LENGTH; i++) {
            if (ALPHABET.indexOf(code.charAt(i)) < 0) {
                return null;
            }
        }
        return code;
    }

    private void forgetOld(long now) {
        for (Iterator<Long> it = issued.values().iterator(); it.hasNext();) {
            if (now - it.next() >= NO_REUSE_MILLIS) {
                it.remove();
            }
        }
    }
}
