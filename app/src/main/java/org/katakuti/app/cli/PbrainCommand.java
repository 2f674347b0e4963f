package org.katakuti.app.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Games;
import org.katakuti.app.Main;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.pbrain.PbrainSession;
import org.katakuti.app.player.BotRunner;

/**
 * {@code katakuti pbrain}: a Gomocup brain on standard input and output, for
 * Piskvork and the Gomocup managers (see {@code docs/pbrain.md}).
 */
public final class PbrainCommand implements Command {

    private final BotCatalog catalog;
    private final long graceMillis;

    /** The brain with every bot the app can find. */
    public PbrainCommand() {
        this(null, BotRunner.GRACE_MILLIS);
    }

    /**
     * @param catalog the bots {@code --level} may name; null for the app's own
     * @param graceMillis how far past its budget a bot may answer before it is given up on
     */
    public PbrainCommand(BotCatalog catalog, long graceMillis) {
        this.catalog = catalog;
        this.graceMillis = graceMillis;
    }

    @Override
    public String name() {
        return "pbrain";
    }

    @Override
    public String summary() {
        return "be a Gomocup brain (the pbrain protocol) for Piskvork and the Gomocup managers";
    }

    @Override
    public String usage() {
        return "usage: katakuti pbrain [--level L] [--seed S]\n"
                + "\n"
                + "Speaks the Gomocup brain protocol on standard input and output: START n\n"
                + "(n from 5 to 26: 15 is gomoku, 9 five-in-a-row, 20 Gomocup's freestyle),\n"
                + "BEGIN, TURN x,y, BOARD ... DONE, INFO, RESTART, TAKEBACK, ABOUT, END.\n"
                + "Freestyle only (five or more in a row wins); x,y count from 0, x from the left\n"
                + "and y from the top. docs/pbrain.md tells it all.\n"
                + "\n"
                + "  --level L   the bot: easy, normal, hard (default) or a plugin's id\n"
                + "  --seed S    its seed (default: the clock)\n";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        Options options = new Options(name()).value("--level").value("--seed").parse(args);
        BotCatalog bots = Arguments.orStandard(catalog, err);
        BotFactory level = Arguments.bot(bots, options.get("--level", "hard"), Games.GOMOKU);
        long seed = options.number("--seed", System.nanoTime());
        PbrainSession session = new PbrainSession(level, seed, graceMillis, Main.version());
        return LineSessions.serve(name(), session::handle, session::close, in, out, err);
    }
}
