package org.katakuti.app.protocol;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.MoveListException;
import org.katakuti.api.rules.Position;
import org.katakuti.app.player.BotAnswer;
import org.katakuti.app.player.BotRunner;
import org.katakuti.app.bots.BotCatalog;

/**
 * One conversation of the bot line protocol (see {@code docs/bot-protocol.md}):
 * the client sets the game, the level and the moves so far, then asks
 * {@code go MS} for the bot's move. Every command gets exactly one answer line
 * ({@code ok}, {@code illegal I M}, {@code bestmove M} or {@code error ...}),
 * possibly after {@code info} lines; nothing the client sends ends the session
 * except {@code quit}.
 */
public final class BotSession {

    /** The level used until the client sends {@code level}: the strongest built-in bot. */
    public static final String DEFAULT_LEVEL = "hard";

    /** The longest {@code go} accepted: an hour. */
    static final long MAX_GO_MILLIS = 3_600_000;

    private static final List<String> COMMANDS = Arrays.asList("game", "level", "seed", "moves", "go", "quit");

    private final BotCatalog catalog;
    private final long graceMillis;
    private Game game;
    private String level = DEFAULT_LEVEL;
    private long seed;
    private Position position;
    private BotRunner bot;

    /**
     * @param catalog the bots {@code level} may name
     * @param seed the bots' seed until the client sends {@code seed}
     * @param graceMillis how far past a {@code go} a bot may answer before it is given up on
     */
    public BotSession(BotCatalog catalog, long seed, long graceMillis) {
        this.catalog = catalog;
        this.seed = seed;
        this.graceMillis = graceMillis;
    }

    /**
     * Answers one line from the client. Blank lines get no answer.
     *
     * @return false when the client said {@code quit}
     * @throws InterruptedException when interrupted while the bot thinks
     */
    public boolean handle(String line, PrintStream out) throws InterruptedException {
        String trimmed = line.trim();
        if (trimmed.isEmpty()) {
            return true;
        }
        List<String> words = Arrays.asList(trimmed.split("\\s+"));
        String command = words.get(0);
        List<String> arguments = words.subList(1, words.size());
        if (command.equals("quit")) {
            if (!arguments.isEmpty()) {
                answer(out, "error quit takes no argument");
                return true;
            }
            close();
            return false;
        }
        answer(out, reply(command, arguments, out));
        return true;
    }

    /** @return the answer line to {@code command}; {@code info} lines, if any, are written to {@code out} first */
    private String reply(String command, List<String> arguments, PrintStream out) throws InterruptedException {
        if (!COMMANDS.contains(command)) {
            return "error unknown command '" + command + "' (known: " + String.join(", ", COMMANDS) + ")";
        }
        if (command.equals("moves")) {
            return moves(arguments);
        }
        if (arguments.size() != 1) {
            return "error " + command + " takes one argument: " + example(command);
        }
        String argument = arguments.get(0);
        switch (command) {
            case "game":
                return game(argument);
            case "level":
                return level(argument);
            case "seed":
                return seed(argument);
            default:
                return go(argument, out);
        }
    }

    private static String example(String command) {
        switch (command) {
            case "game":
                return "a game id, e.g. game tic-tac-toe";
            case "level":
                return "a bot id, e.g. level hard";
            case "seed":
                return "a whole number, e.g. seed 42";
            default:
                return "the time in milliseconds, e.g. go 1000";
        }
    }

    private String game(String id) {
        Game chosen;
        try {
            chosen = Games.byId(id);
        } catch (IllegalArgumentException e) {
            return "error " + e.getMessage();
        }
        Position start;
        try {
            start = chosen.start();
        } catch (RuntimeException e) {
            return "error cannot start " + id + ": " + e.getMessage();
        }
        game = chosen;
        position = start;
        dropBot();
        return "ok";
    }

    private String level(String id) {
        try {
            catalog.byId(id);
        } catch (IllegalArgumentException e) {
            return "error " + e.getMessage();
        }
        level = id;
        dropBot();
        return "ok";
    }

    private String seed(String text) {
        try {
            seed = Long.parseLong(text);
        } catch (NumberFormatException e) {
            return "error seed must be a whole number, not '" + text + "'";
        }
        dropBot();
        return "ok";
    }

    private String moves(List<String> moves) {
        if (game == null) {
            return "error no game yet: send game ID first";
        }
        try {
            position = Games.replay(game, new ArrayList<>(moves));
            return "ok";
        } catch (MoveListException e) {
            return "illegal " + e.index() + " " + e.move();
        }
    }

    private String go(String text, PrintStream out) throws InterruptedException {
        long millis;
        try {
            millis = Long.parseLong(text);
        } catch (NumberFormatException e) {
            return "error go takes the time in milliseconds, e.g. go 1000; not '" + text + "'";
        }
        if (millis < 1 || millis > MAX_GO_MILLIS) {
            return "error go takes from 1 to " + MAX_GO_MILLIS + " milliseconds, not " + millis;
        }
        if (game == null) {
            return "error no game yet: send game ID first";
        }
        if (position.isOver()) {
            return "error the game is over: " + position.outcome();
        }
        BotFactory factory;
        try {
            factory = catalog.byId(level);
        } catch (IllegalArgumentException e) {
            return "error " + e.getMessage();
        }
        if (!catalog.plays(factory, game)) {
            return "error bot '" + level + "' does not play " + game.id();
        }
        if (bot == null) {
            bot = new BotRunner(factory, game, seed, graceMillis);
        }
        BotAnswer answer = bot.choose(position, thinkingMillis(millis));
        if (!answer.isMove()) {
            return "error bot '" + level + "' " + answer.why();
        }
        SearchReport report = answer.report();
        if (report != null) {
            answer(out, "info positions " + report.positions() + " depth " + report.depth()
                    + " time " + report.nanos() / 1_000_000);
        }
        return "bestmove " + answer.move();
    }

    /** The bot's deadline for {@code go millis}: a little less, to leave time for the answer to travel. */
    static long thinkingMillis(long millis) {
        long reserve = Math.min(100, 10 + millis / 20);
        return Math.max(0, millis - reserve);
    }

    private void dropBot() {
        close();
        bot = null;
    }

    /** Stops the bot's thread, if any. */
    public void close() {
        if (bot != null) {
            bot.close();
        }
    }

    private static void answer(PrintStream out, String line) {
        out.println(line);
        out.flush();
    }
}
