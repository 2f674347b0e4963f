package org.katakuti.app.cli;

import java.util.ArrayList;
import java.util.List;

/** Every command of {@code katakuti COMMAND}, in the order {@code --help} lists them. */
public final class Commands {

    private Commands() {
    }

    /** @return a fresh instance of each command; add a new command here, one line each */
    public static List<Command> all() {
        List<Command> commands = new ArrayList<>();
        commands.add(new RulesCommand());
        commands.add(new ArenaCommand());
        commands.add(new BotCommand());
        commands.add(new BotsCommand());
        commands.add(new BenchCommand());
        commands.add(new MatchCommand());
        commands.add(new PbrainCommand());
        commands.add(new ServerCommand());
        return commands;
    }
}
