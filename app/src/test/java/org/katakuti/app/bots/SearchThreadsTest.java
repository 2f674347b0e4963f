package org.katakuti.app.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SearchThreadsTest {

    private String before;

    @BeforeEach
    void remember() {
        before = System.getProperty(SearchThreads.PROPERTY);
    }

    @AfterEach
    void restore() {
        if (before == null) {
            System.clearProperty(SearchThreads.PROPERTY);
        } else {
            System.setProperty(SearchThreads.PROPERTY, before);
        }
    }

    private static int defaultCount() {
        return Math.max(1, Math.min(SearchThreads.MOST, Runtime.getRuntime().availableProcessors()));
    }

    @Test
    void withoutThePropertyABotSearchesOnTheMachinesCoresUpToTheMost() {
        System.clearProperty(SearchThreads.PROPERTY);

        assertEquals(defaultCount(), SearchThreads.count());
    }

    @Test
    void thePropertySetsTheCountWithinOneToTheMost() {
        System.setProperty(SearchThreads.PROPERTY, " 1 ");
        assertEquals(1, SearchThreads.count());
        System.setProperty(SearchThreads.PROPERTY, "0");
        assertEquals(1, SearchThreads.count(), "a bot always has its own thread");
        System.setProperty(SearchThreads.PROPERTY, "99");
        assertEquals(SearchThreads.MOST, SearchThreads.count());
    }

    @Test
    void aPropertyThatIsNoNumberCountsAsUnset() {
        System.setProperty(SearchThreads.PROPERTY, "many");

        assertEquals(defaultCount(), SearchThreads.count());
    }

    @Test
    void gamesPlayedAtOnceShareTheCoresButEachBotKeepsAThread() {
        assertEquals(1, SearchThreads.shareOfCores(10_000));
        assertEquals(defaultCount(), SearchThreads.shareOfCores(1));
    }
}
