package org.katakuti.app.table;

import java.util.function.Consumer;

import javax.swing.SwingUtilities;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.app.bots.LevelBotFactory;
import org.katakuti.app.player.BotAnswer;
import org.katakuti.app.player.BotRunner;

/**
 * The hint: the hard computer's move for the person to move, asked through
 * the one guarded runner ({@link BotRunner}) so it thinks on a thread of its
 * own, within the table's budget, and never on the event thread. The answer
 * comes back on the event thread; an answer to a position no longer on the
 * board is dropped by whoever asked.
 */
final class Hints implements AutoCloseable {

    private BotFactory factory = new LevelBotFactory.Hard();
    private BotRunner runner;
    private String gameId;

    /** Asks future hints of {@code bot} (tests hand in one that tells them where it thought). */
    void use(BotFactory bot) {
        close();
        factory = bot;
    }

    /**
     * Asks for the best move in {@code position}; {@code answer} hears it on the
     * event thread, or null when the bot had none in time.
     */
    void ask(Position position, long budgetMillis, Consumer<Move> answer) {
        if (runner == null || !position.game().id().equals(gameId)) {
            close();
            gameId = position.game().id();
            runner = new BotRunner(factory, position.game(), 1);
        }
        runner.ask(position, budgetMillis, (BotAnswer reply) -> SwingUtilities.invokeLater(
                () -> answer.accept(reply.isMove() ? reply.move() : null)));
    }

    /** Drops any question in progress and frees the bot's thread. */
    @Override
    public void close() {
        if (runner != null) {
            runner.close();
            runner = null;
            gameId = null;
        }
    }
}
