package org.katakuti.app.plugin;

import java.nio.file.Path;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;

/**
 * A plugin's bot in the catalog: what it said of itself when its jar was
 * described (so listing it runs no plugin code here), and a {@link #create}
 * that starts a bot host of its own for every bot it makes.
 */
public final class HostedBotFactory implements BotFactory {

    /** How long a fresh host may take to start and make its bot. */
    public static final long START_MILLIS = 15_000;

    private final PluginBot bot;

    /** @param bot a usable bot of a plugin jar, as it described itself */
    public HostedBotFactory(PluginBot bot) {
        this.bot = bot;
    }

    /** @return what the plugin said of this bot, and the jar it lives in */
    public PluginBot plugin() {
        return bot;
    }

    @Override
    public String id() {
        return bot.id();
    }

    @Override
    public String name() {
        return bot.name();
    }

    @Override
    public boolean plays(Game game) {
        return bot.games().contains(game.id());
    }

    @Override
    public String version() {
        return bot.version();
    }

    @Override
    public String author() {
        return bot.author();
    }

    @Override
    public String description() {
        return bot.description();
    }

    /**
     * Starts a host for the bot's jar and makes the bot there.
     *
     * @throws IllegalArgumentException when the bot does not play {@code game}
     * @throws IllegalStateException with the reason when the host cannot start or make it
     */
    @Override
    public Bot create(Game game, long seed) {
        if (!plays(game)) {
            throw new IllegalArgumentException("bot '" + id() + "' does not play " + game.id());
        }
        Path jar = bot.jar();
        BotHostProcess host;
        try {
            host = BotHostProcess.start(jar.getFileName().toString());
        } catch (HostException e) {
            throw new IllegalStateException(e.getMessage());
        }
        try {
            String reply = host.ask("new " + id() + " " + game.id() + " " + seed + " " + jar.toAbsolutePath(),
                    START_MILLIS, () -> Thread.currentThread().isInterrupted());
            if (!reply.equals("ok")) {
                host.kill();
                throw new IllegalStateException(reply.startsWith("error ") ? reply.substring(6) : reply);
            }
            return new HostedBot(host);
        } catch (HostException e) {
            host.kill();
            throw new IllegalStateException(e.getMessage());
        } catch (InterruptedException e) {
            host.kill();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("it was no longer wanted while its process started");
        }
    }

    @Override
    public String toString() {
        return "plugin bot " + id() + " of " + bot.jar().getFileName();
    }
}
