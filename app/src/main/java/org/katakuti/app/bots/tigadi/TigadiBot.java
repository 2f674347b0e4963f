package org.katakuti.app.bots.tigadi;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.tigadi.TigadiBoard;

/** A tigadi bot that thinks on the mutable {@link TigadiBoard} and answers in the table's moves. */
abstract class TigadiBot implements Bot {

    private SearchReport lastReport;

    @Override
    public final Move choose(Position position, Deadline deadline) {
        return TigadiBoard.toMove(choose(TigadiBots.boardOf(position), deadline));
    }

    /**
     * @param board an ongoing position, which the bot may use as scratch space
     * @return a legal move of {@code board}, as an int move
     */
    abstract int choose(TigadiBoard board, Deadline deadline);

    @Override
    public final SearchReport lastReport() {
        return lastReport;
    }

    final void report(SearchReport report) {
        lastReport = report;
    }
}
