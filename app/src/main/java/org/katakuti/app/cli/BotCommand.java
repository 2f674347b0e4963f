package org.katakuti.app.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;

import org.katakuti.app.player.BotRunner;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.protocol.BotSession;

/**
 * {@code katakuti bot}: speaks the bot line protocol on standard input and
 * output (see {@code docs/bot-protocol.md}) until {@code quit} or the end of input.
 */
public final class BotCommand implements Command {

    private final BotCatalog catalog;
    private final long graceMillis;

    /** The protocol with every bot the app can find. */
    public BotCommand() {
        this(null, BotRunner.GRACE_MILLIS);
    }

    /**
     * @param catalog the bots {@code level} may name; null for the app's own
     * @param graceMillis how far past a {@code go} a bot may answer before it is given up on
     */
    public BotCommand(BotCatalog catalog, long graceMillis) {
        this.catalog = catalog;
        this.graceMillis = graceMillis;
    }

    @Override
    public String name() {
        return "bot";
    }

    @Override
    public String summary() {
        return "be a bot for another program: a line protocol on standard input and output";
    }

    @Override
    public String usage() {
        return "usage: katakuti bot [--plugins DIR]\n"
                + "\n"
                + "Reads commands on standard input, one a line, and answers each on standard\n"
                + "output (docs/bot-protocol.md tells it all):\n"
                + "\n"
                + "  game ID          start a game: tic-tac-toe, gomoku, tigadi...   -> ok\n"
                + "  level ID         the bot to play: easy, normal, " + BotSession.DEFAULT_LEVEL + " (default) or a plugin's id  -> ok\n"
                + "  seed S           the bot's seed, for repeatable play (default: the clock)   -> ok\n"
                + "  moves M1 M2 ...  the whole game so far, in the rule book's notation\n"
                + "                   -> ok, or illegal I M (the first bad move, 0-based)\n"
                + "  go MS            think at most MS milliseconds  -> [info ...] bestmove M\n"
                + "  quit             end (so does the end of input)\n"
                + "\n"
                + "Anything else is answered error MESSAGE, and the session goes on.\n"
                + "\n"
                + Arguments.PLUGINS_USAGE;
    }

    /** Runs the session; returns the exit code (0 after quit or end of input, 1 on a broken input). */
    @Override
    public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        new Options(name()).value(Arguments.PLUGINS).parse(args);
        BotSession session = new BotSession(Arguments.bots(catalog, args, err), System.nanoTime(), graceMillis);
        return LineSessions.serve(name(), session::handle, session::close, in, out, err);
    }
}
