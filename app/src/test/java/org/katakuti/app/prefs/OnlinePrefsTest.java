package org.katakuti.app.prefs;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.katakuti.api.match.Side;

class OnlinePrefsTest {

    @Test
    void aSeatKeptIsFoundAgainByItsRoomAndAsTheLastUntilItIsForgotten() {
        MemoryPrefsStore store = new MemoryPrefsStore();
        OnlinePrefs prefs = new OnlinePrefs(store);
        assertThat(prefs.lastSeat()).isNull();
        prefs.keep(new OnlinePrefs.SavedSeat("http://10.0.0.2:7350/", "K7QX", Side.TWO, "secret", "", 1234L));

        OnlinePrefs reopened = new OnlinePrefs(store);
        OnlinePrefs.SavedSeat seat = reopened.lastSeat();
        assertThat(seat.server).isEqualTo("http://10.0.0.2:7350/");
        assertThat(seat.side).isEqualTo(Side.TWO);
        assertThat(seat.token).isEqualTo("secret");
        assertThat(seat.startedMillis).isEqualTo(1234L);
        assertThat(reopened.seat("K7QX").token).isEqualTo("secret");

        reopened.forget("K7QX");
        assertThat(reopened.lastSeat()).isNull();
        assertThat(reopened.seat("K7QX")).isNull();
    }

    @Test
    void theServerSettingIsEmptyToHostOnThisComputer() {
        OnlinePrefs prefs = new OnlinePrefs(new MemoryPrefsStore());
        assertThat(prefs.server()).isEmpty();
        prefs.setServer(" http://rooms.example:7350/ ");
        assertThat(prefs.server()).isEqualTo("http://rooms.example:7350/");
    }
}
