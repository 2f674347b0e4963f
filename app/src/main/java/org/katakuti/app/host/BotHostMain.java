package org.katakuti.app.host;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import com.google.gson.Gson;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * The bot host: a JVM of its own in which plugin code runs, so whatever it does
 * costs the app at most a game. It reads one request a line on standard input
 * and writes exactly one reply line for each on the real standard output; the
 * plugin's {@code System.out} is pointed at standard error, so nothing a plugin
 * prints can pass for a reply. At the end of its input it stops at once,
 * whatever threads the plugin left running. The requests are in
 * {@code docs/plugins.md}.
 */
public final class BotHostMain {

    private final PrintWriter replies;
    private final Gson gson = new Gson();
    private BotFactory factory;
    private Game game;
    private long seed;
    private Bot bot;

    private BotHostMain(PrintWriter replies) {
        this.replies = replies;
    }

    public static void main(String[] args) throws IOException {
        PrintWriter replies = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out),
                StandardCharsets.UTF_8), true);
        PrintStream log = new PrintStream(new FileOutputStream(FileDescriptor.err), true, "UTF-8");
        System.setOut(log); // a plugin's prints go to the log, never into the replies
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        BotHostMain host = new BotHostMain(replies);
        for (String line = requests.readLine(); line != null; line = requests.readLine()) {
            if (!line.trim().isEmpty() && !host.answer(line.trim())) {
                break;
            }
        }
        // halt, not exit: no plugin thread or shutdown hook may keep the host alive
        Runtime.getRuntime().halt(0);
    }

    /** Answers one request; false when the host should stop. */
    private boolean answer(String request) {
        int space = request.indexOf(' ');
        String command = space < 0 ? request : request.substring(0, space);
        String rest = space < 0 ? "" : request.substring(space + 1).trim();
        try {
            switch (command) {
                case "describe":
                    reply("described " + gson.toJson(describe(new File(rest))));
                    return true;
                case "new":
                    reply(makeBot(rest.split(" ")));
                    return true;
                case "start":
                    bot().gameStarts("first".equals(rest) ? Seat.FIRST : Seat.SECOND);
                    reply("ok");
                    return true;
                case "go":
                    reply(go(rest.isEmpty() ? new String[0] : rest.split(" ")));
                    return true;
                case "end":
                    bot().gameEnds();
                    reply("ok");
                    return true;
                case "close":
                    if (bot != null) {
                        bot.close();
                    }
                    reply("ok");
                    return false;
                case "quit":
                    return false;
                default:
                    reply("error unknown request '" + command + "'");
                    return true;
            }
        } catch (Throwable e) { // whatever the plugin throws is a reply, never the host's end
            reply("error " + Errors.oneLine(e));
            return true;
        }
    }

    private void reply(String line) {
        replies.println(line.replaceAll("\\R", " "));
    }

    private Bot bot() {
        if (bot == null) {
            throw new IllegalStateException("no bot yet: send new first");
        }
        return bot;
    }

    /** What the jar holds, each failure a reason; runs the plugin's factories but never its bots. */
    static Description describe(File jar) {
        Description description = new Description();
        PluginJarReader reader;
        List<String> classes;
        try {
            reader = new PluginJarReader(jar);
            classes = reader.listedClasses();
        } catch (IOException e) {
            description.refused = e.getMessage();
            return description;
        }
        for (String className : classes) {
            description.bots.add(describe(reader.make(className)));
        }
        return description;
    }

    private static Description.Bot describe(PluginJarReader.Listed listed) {
        Description.Bot bot = new Description.Bot();
        bot.className = listed.className;
        bot.problem = listed.problem;
        BotFactory factory = listed.factory;
        if (factory == null) {
            return bot;
        }
        String step = "id()";
        try {
            bot.id = factory.id();
            step = "name()";
            bot.name = factory.name();
            step = "version()";
            bot.version = factory.version();
            step = "author()";
            bot.author = factory.author();
            step = "description()";
            bot.description = factory.description();
            for (Game game : Games.all()) {
                step = "plays(" + game.id() + ")";
                if (factory.plays(game)) {
                    bot.games.add(game.id());
                }
            }
        } catch (Throwable e) {
            bot.problem = "its " + step + " threw " + Errors.oneLine(e);
        }
        return bot;
    }

    /** {@code new BOT-ID GAME-ID SEED JAR}: loads the jar and makes the bot. */
    private String makeBot(String[] words) throws IOException {
        if (words.length < 4) {
            return "error new takes the bot id, the game id, the seed and the jar";
        }
        String jar = String.join(" ", Arrays.copyOfRange(words, 3, words.length));
        PluginJarReader reader = new PluginJarReader(new File(jar));
        List<String> problems = new ArrayList<>();
        for (String className : reader.listedClasses()) {
            PluginJarReader.Listed listed = reader.make(className);
            if (listed.factory != null && words[0].equals(listed.factory.id())) {
                factory = listed.factory;
                game = Games.byId(words[1]);
                seed = Long.parseLong(words[2]);
                bot = factory.create(game, seed);
                if (bot == null) {
                    return "error its create(" + game.id() + ", " + seed + ") made no bot";
                }
                return "ok";
            }
            if (listed.problem != null) {
                problems.add(listed.problem);
            }
        }
        return "error no bot '" + words[0] + "' in the jar" + (problems.isEmpty() ? "" : ": " + problems.get(0));
    }

    /** {@code go BUDGET-MS MOVE...}: rebuilds the position from the moves and asks the bot. */
    private String go(String[] words) {
        if (words.length < 1) {
            return "error go takes the budget in milliseconds and the moves";
        }
        long budget = Long.parseLong(words[0]);
        Position position = Games.replay(game, Arrays.asList(words).subList(1, words.length));
        Move move = bot().choose(position, Deadline.in(budget));
        if (move == null) {
            return "none";
        }
        SearchReport report;
        try {
            report = bot.lastReport();
        } catch (RuntimeException e) {
            report = null; // the move stands; only the report is lost
        }
        return "move " + move + (report == null ? "" : " " + report.positions() + " " + report.depth() + " "
                + report.nanos());
    }
}
