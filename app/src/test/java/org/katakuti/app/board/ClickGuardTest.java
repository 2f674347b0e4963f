package org.katakuti.app.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

class ClickGuardTest {

    private final AtomicLong now = new AtomicLong(5_000_000_000L);
    private final ClickGuard guard = new ClickGuard(now::get);

    @Test
    void aBoardThatNeverChangedUnderThePlayerTakesEveryClick() {
        assertThat(guard.isQuiet()).isFalse();
    }

    @Test
    void aClickWithinTheQuietTimeAfterTheBoardChangedIsNotAMoveAndOneAfterItIs() {
        guard.arm();
        assertThat(guard.isQuiet()).as("at once").isTrue();
        now.addAndGet((ClickGuard.QUIET_MILLIS - 1) * 1_000_000L);
        assertThat(guard.isQuiet()).as("just inside the quiet time").isTrue();
        now.addAndGet(2_000_000L);
        assertThat(guard.isQuiet()).as("just after it").isFalse();
    }

    @Test
    void theQuietTimeIsShortEnoughToGoUnnoticedAndLongEnoughForADoubleClick() {
        assertThat(ClickGuard.QUIET_MILLIS).isBetween(250L, 600L);
    }
}
