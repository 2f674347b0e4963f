package org.katakuti.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.katakuti.app.arena.GuardedBot;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.protocol.BotSession;

/**
 * {@code katakuti bot}: speaks the bot line protocol on standard input and
 * output (see {@code docs/bot-protocol.md}) until {@code quit} or the end of input.
 */
public final class BotCommand {

    static final String USAGE = "katakuti bot   (then commands on standard input: game, level, seed, moves, go, quit)";

    private final BotCatalog catalog;
    private final long graceMillis;

    /** The protocol with every bot the app can find. */
    public BotCommand() {
        this(null, GuardedBot.DEFAULT_GRACE_MILLIS);
    }

    /**
     * @param catalog the bots {@code level} may name; null for the app's own
     * @param graceMillis how far past a {@code go} a bot may answer before it is given up on
     */
    public BotCommand(BotCatalog catalog, long graceMillis) {
        this.catalog = catalog;
        this.graceMillis = graceMillis;
    }

    /** Runs the session; returns the exit code (0 after quit or end of input, 1 on a broken input, 2 bad arguments). */
    public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        if (!args.isEmpty()) {
            err.println("bot: takes no arguments; send commands on standard input (see docs/bot-protocol.md)");
            return 2;
        }
        BotSession session = new BotSession(Catalogs.orStandard(catalog, err), System.nanoTime(), graceMillis);
        BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        try {
            String line;
            while ((line = lines.readLine()) != null) {
                if (!session.handle(line, out)) {
                    break;
                }
            }
            return 0;
        } catch (IOException e) {
            err.println("bot: cannot read standard input: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } finally {
            session.close();
        }
    }
}
