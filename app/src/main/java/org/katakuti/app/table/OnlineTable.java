package org.katakuti.app.table;

import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.app.online.client.OnlineException;
import org.katakuti.app.online.client.OnlineSeat;
import org.katakuti.app.prefs.OnlinePrefs;

/**
 * Plays an online match at the table: sits the person and the
 * {@link org.katakuti.app.online.client.RemoteFriend} down on the window's
 * match screen, shows the {@link OnlineBar} above it, and goes on with the
 * server's record whenever the seat rebuilds it. The seat's token is kept in
 * the preferences until the match is over, so the seat survives a closed app.
 */
final class OnlineTable implements OnlineSeat.Host {

    private final TableWindow window;
    private final OnlineSeat seat;
    private final OnlinePrefs prefs;
    private final OnlineBar bar;
    private boolean rebuilding;

    /** Forgets the seat once the match is over, and takes the bar away when the match is left. */
    private final MatchListener ending = new MatchListener() {
        @Override
        public void gameEnded(MatchRecord record) {
            if (record.isOver()) {
                prefs.forget(seat.ticket().code());
            }
        }

        @Override
        public void matchLeft(MatchRecord record) {
            if (!rebuilding) {
                window.showMatchBar(null);
            }
        }
    };

    OnlineTable(TableWindow window, OnlineSeat seat, OnlinePrefs prefs) {
        this.window = window;
        this.seat = seat;
        this.prefs = prefs;
        this.bar = new OnlineBar(seat, window.texts(), seat::claim);
    }

    /**
     * Begins the match (both seats are taken) with the server's record as it stands.
     *
     * @param startedMillis when the match started, as this table first saw it (so a rejoined match keeps its log)
     */
    void sitDown(long startedMillis) throws OnlineException {
        MatchRecord record = seat.begin(startedMillis);
        seat.setHost(this);
        play(record);
    }

    private void play(MatchRecord record) {
        if (record.isOver()) {
            prefs.forget(seat.ticket().code()); // ended by the server (a resignation, a claim): nothing to come back to
        }
        window.resumeMatch(record, seat.player(Side.ONE), seat.player(Side.TWO));
        window.controller().addListener(seat);
        window.controller().addListener(ending);
        window.showMatchBar(bar);
        bar.applyTexts(window.texts());
    }

    @Override
    public void changed(OnlineSeat changed) {
        bar.applyTexts(window.texts()); // in the window's language of the moment
    }

    @Override
    public void rebuilt(OnlineSeat changed, MatchRecord record, OnlineSeat.Notice why) {
        rebuilding = true;
        try {
            play(record);
        } finally {
            rebuilding = false;
        }
        bar.applyTexts(window.texts());
        bar.say("online.notice." + why.name(), changed.friendName());
    }

    @Override
    public void failed(OnlineSeat changed, OnlineException problem) {
        bar.applyTexts(window.texts());
        bar.say("online.problem." + problem.problem().name(), problem.getMessage());
    }
}
