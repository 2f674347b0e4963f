package org.katakuti.app.plugin;

import java.util.List;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.MoveFormatException;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * A plugin bot seen from the app: an ordinary {@link Bot}, guarded by the
 * {@code BotRunner} like any other, whose thinking happens in its own
 * {@link BotHostProcess}. Positions cross as the move list, so the host builds
 * its own and nothing mutable is shared. When the runner gives up on a question
 * (its deadline cancelled or its thread interrupted) the host is killed at once,
 * so a plugin that spins burns no core; a host that stopped makes this bot fail,
 * and the runner makes a fresh one (a new host) for its next question.
 */
final class HostedBot implements Bot {

    /** Past its deadline the runner stops a bot; this is only the net under a question with no deadline at all. */
    private static final long NET_MILLIS = 60_000;
    /** How long a lifecycle request may take: a plugin has no business thinking there. */
    private static final long LIFECYCLE_MILLIS = 2_000;

    private final BotHostProcess host;
    private Seat starting;
    private boolean ending;
    private volatile SearchReport report;

    HostedBot(BotHostProcess host) {
        this.host = host;
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        try {
            if (ending) {
                ending = false;
                expectOk(host.ask("end", LIFECYCLE_MILLIS, deadline::isCancelled), "gameEnds()");
            }
            if (starting != null) {
                Seat seat = starting;
                starting = null;
                expectOk(host.ask("start " + (seat == Seat.FIRST ? "first" : "second"), LIFECYCLE_MILLIS,
                        deadline::isCancelled), "gameStarts()");
            }
            StringBuilder request = new StringBuilder("go ").append(deadline.remainingMillis());
            List<Move> moves = position.moves();
            for (Move move : moves) {
                request.append(' ').append(move);
            }
            long net = Math.min(deadline.remainingMillis(), Long.MAX_VALUE - NET_MILLIS) + NET_MILLIS;
            String reply = host.ask(request.toString(), net,
                    () -> deadline.isCancelled() || Thread.currentThread().isInterrupted());
            return move(reply);
        } catch (HostException e) {
            host.kill();
            throw new IllegalStateException(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("its process was stopped: the answer was no longer wanted");
        }
    }

    private Move move(String reply) {
        String[] words = reply.split(" ");
        if (reply.startsWith("error ")) {
            throw new IllegalStateException(reply.substring("error ".length()));
        }
        if (words[0].equals("none")) {
            return null;
        }
        if (!words[0].equals("move") || words.length < 2) {
            host.kill();
            throw new IllegalStateException("its process answered '" + reply + "', which is no reply of the host");
        }
        report = words.length >= 5 ? report(words) : null;
        try {
            return Move.parse(words[1]);
        } catch (MoveFormatException e) {
            throw new IllegalStateException("it answered '" + words[1] + "', which is no move: " + e.getMessage());
        }
    }

    private static SearchReport report(String[] words) {
        try {
            return new SearchReport(Long.parseLong(words[2]), Integer.parseInt(words[3]), Long.parseLong(words[4]), "");
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private void expectOk(String reply, String what) {
        if (!reply.equals("ok")) {
            throw new IllegalStateException("its " + what + " failed: "
                    + (reply.startsWith("error ") ? reply.substring("error ".length()) : reply));
        }
    }

    @Override
    public SearchReport lastReport() {
        return report;
    }

    /** Sent with the next question, so the lifecycle costs no round trip of its own. */
    @Override
    public void gameStarts(Seat seat) {
        starting = seat;
    }

    @Override
    public void gameEnds() {
        ending = true;
        starting = null;
    }

    @Override
    public void close() {
        host.close();
    }
}
