package com.example.katakuti;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.GameIds;

/** Makes the bot; named in META-INF/services/org.katakuti.api.bot.BotFactory. */
public final class MyBotFactory implements BotFactory {

    @Override
    public String id() {
        return "my-bot"; // lower-case letters, digits and dashes; unique among all bots
    }

    @Override
    public String name() {
        return "My bot";
    }

    @Override
    public String version() {
        return "1.0";
    }

    @Override
    public String author() {
        return "Your name";
    }

    @Override
    public String description() {
        return "takes a winning square when it sees one, else the first free one";
    }

    @Override
    public boolean plays(Game game) {
        return !game.id().equals(GameIds.TIGADI); // a bot may play only some games
    }

    @Override
    public Bot create(Game game, long seed) {
        if (!plays(game)) {
            throw new IllegalArgumentException("my-bot does not play " + game.id());
        }
        return new MyBot();
    }
}
