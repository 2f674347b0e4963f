package org.katakuti.app.player;

import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.rules.Position;

/**
 * A computer player in a match: a bot asked through its {@link BotRunner},
 * with a fixed budget per move. Whatever the bot does wrong becomes a forfeit.
 */
public final class BotPlayer implements Player {

    private final BotRunner runner;
    private final PlayerInfo info;
    private final long budgetMillis;

    /**
     * @param info who it is, for the record (kind, id, name, version, seed)
     * @param budgetMillis its time for each move
     */
    public BotPlayer(BotRunner runner, PlayerInfo info, long budgetMillis) {
        if (!info.isComputer()) {
            throw new IllegalArgumentException("a bot plays as a computer player, not " + info.kind().notation());
        }
        this.runner = runner;
        this.info = info;
        this.budgetMillis = budgetMillis;
    }

    @Override
    public PlayerInfo info() {
        return info;
    }

    /** @return the time it has for each move */
    public long budgetMillis() {
        return budgetMillis;
    }

    @Override
    public void yourTurn(Position position, final Reply reply) {
        runner.ask(position, budgetMillis, answer -> {
            if (answer.isMove()) {
                reply.played(answer.move());
            } else {
                reply.forfeited(answer.forfeit(), answer.why());
            }
        });
    }

    @Override
    public void stop() {
        runner.cancel();
    }

    @Override
    public void close() {
        runner.close();
    }
}
