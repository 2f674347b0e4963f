package org.katakuti.api.match;

import java.util.Objects;

/**
 * Who sits on one side of a match, as the match record keeps it: the kind of
 * player, the name shown, and for a computer player its bot id, version and
 * seed. Immutable.
 */
public final class PlayerInfo {

    private final PlayerKind kind;
    private final String name;
    private final String botId;
    private final String botVersion;
    private final Long seed;

    private PlayerInfo(PlayerKind kind, String name, String botId, String botVersion, Long seed) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.name = name == null ? "" : name.trim();
        this.botId = botId;
        this.botVersion = botVersion;
        this.seed = seed;
    }

    /** A person at this computer; {@code name} may be blank (the table then names the side). */
    public static PlayerInfo person(String name) {
        return new PlayerInfo(PlayerKind.PERSON, name, null, null, null);
    }

    /** A player over the network, by the name they gave. */
    public static PlayerInfo remote(String name) {
        return new PlayerInfo(PlayerKind.REMOTE, name, null, null, null);
    }

    /**
     * A computer player.
     *
     * @param kind {@link PlayerKind#BUILT_IN}, {@link PlayerKind#PLUGIN} or {@link PlayerKind#ENGINE}
     * @param botId the bot's id, as on the command line ({@code hard})
     * @param name the bot's name as its factory gives it
     * @param version the bot's version; null when it does not say
     * @param seed the seed it was made with
     * @throws IllegalArgumentException when {@code kind} is not a computer kind
     */
    public static PlayerInfo bot(PlayerKind kind, String botId, String name, String version, long seed) {
        if (!kind.isComputer()) {
            throw new IllegalArgumentException(kind.notation() + " is not a kind of computer player");
        }
        return new PlayerInfo(kind, name, Objects.requireNonNull(botId, "botId"), version, seed);
    }

    /**
     * Any player, as read back from a log.
     *
     * @throws IllegalArgumentException when a computer player has no bot id or seed
     */
    public static PlayerInfo of(PlayerKind kind, String name, String botId, String botVersion, Long seed) {
        if (kind.isComputer()) {
            if (botId == null || seed == null) {
                throw new IllegalArgumentException("a computer player needs a bot id and a seed");
            }
            return bot(kind, botId, name, botVersion, seed);
        }
        return new PlayerInfo(kind, name, null, null, null);
    }

    public PlayerKind kind() {
        return kind;
    }

    /** @return the name shown; the typed name for a person (maybe empty), the bot's name for a computer */
    public String name() {
        return name;
    }

    /** @return the bot's id; null for a person or a remote player */
    public String botId() {
        return botId;
    }

    /** @return the bot's version; null when there is none or it does not say */
    public String botVersion() {
        return botVersion;
    }

    /** @return the bot's seed; null for a person or a remote player */
    public Long seed() {
        return seed;
    }

    /** @return true for a computer player (built-in, plugin or engine) */
    public boolean isComputer() {
        return kind.isComputer();
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof PlayerInfo)) {
            return false;
        }
        PlayerInfo that = (PlayerInfo) other;
        return kind == that.kind && name.equals(that.name) && Objects.equals(botId, that.botId)
                && Objects.equals(botVersion, that.botVersion) && Objects.equals(seed, that.seed);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, name, botId, botVersion, seed);
    }

    @Override
    public String toString() {
        return kind.notation() + " " + (name.isEmpty() ? "(no name)" : name) + (botId == null ? "" : " [" + botId + "]");
    }
}
