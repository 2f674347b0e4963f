package org.katakuti.app.pbrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.rules.Games;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.prefs.BrainPrefs;
import org.katakuti.app.prefs.MemoryPrefsStore;

/** The Gomocup brains the table is given: checked when added, remembered, offered for the five-in-a-row games. */
class BrainsTest {

    @TempDir
    Path folder;

    private final MemoryPrefsStore store = new MemoryPrefsStore();
    private final BrainMessages messages = new BrainMessages();
    private final Brains brains = new Brains(new BrainPrefs(store), messages);

    private File script(String name, String body) throws Exception {
        Path file = folder.resolve(name);
        Files.writeString(file, "#!/bin/sh\n" + body);
        assertTrue(file.toFile().setExecutable(true));
        return file.toFile();
    }

    private File aboutBrain() throws Exception {
        return script("pbrain-tester", "while read line; do case $line in START*) echo OK;;"
                + " ABOUT) echo 'name=\"Tester\", version=\"2.1\", author=\"A. Person\", country=\"NP\"';;"
                + " END) exit 0;; esac; done\n");
    }

    @Test
    void aBrainAddedIsAskedWhoItIsAndRemembered() throws Exception {
        BrainBotFactory added = brains.add(aboutBrain());

        assertEquals("Gomocup brain Tester", added.name());
        assertEquals("2.1", added.version());
        assertEquals("A. Person", added.author());
        // a table started afresh (new prefs readers) knows it still
        Brains again = new Brains(new BrainPrefs(store), messages);
        assertEquals(1, again.factories().size());
        BotFactory remembered = again.factories().get(0);
        assertEquals("pbrain-tester", remembered.id());
        assertEquals("Gomocup brain Tester", remembered.name());
        assertEquals("2.1", remembered.version());
    }

    @Test
    void aProgramThatIsNotABrainIsRefusedSayingWhy() throws Exception {
        File chatter = script("not-a-brain", "echo 'Hello, what is your name?'\nsleep 30\n");

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> brains.add(chatter));

        assertTrue(refused.getMessage().contains("not a Gomocup brain")
                && refused.getMessage().contains("Hello, what is your name?"), refused.getMessage());
        assertTrue(brains.entries().isEmpty(), "a refused program is not remembered");
    }

    @Test
    void aFileThatCannotRunIsRefused() throws Exception {
        Path text = Files.writeString(folder.resolve("notes.txt"), "START 15\n");

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> brains.add(text.toFile()));

        assertTrue(refused.getMessage().contains("not a program this computer can run"), refused.getMessage());
    }

    @Test
    void aBrainWhoseProgramWentIsListedWithItsProblemButOffersNoBot() throws Exception {
        File brain = brains.add(aboutBrain()).executable();
        assertTrue(brain.delete());

        List<Brains.Entry> entries = brains.entries();

        assertEquals(1, entries.size());
        assertTrue(entries.get(0).problem().startsWith("no program at"), entries.get(0).problem());
        assertTrue(brains.factories().isEmpty());
    }

    @Test
    void aBrainRemovedIsForgottenAndTheOthersKeepTheirOrder() throws Exception {
        File first = brains.add(aboutBrain()).executable();
        File second = script("pbrain-second", "while read line; do case $line in START*) echo OK;; esac; done\n");
        File third = script("pbrain-third", "while read line; do case $line in START*) echo OK;; esac; done\n");
        brains.add(second);
        brains.add(third);

        brains.remove(second);

        List<String> left = new ArrayList<>();
        for (Brains.Entry entry : new Brains(new BrainPrefs(store), messages).entries()) {
            left.add(entry.executable().getName());
        }
        assertEquals(List.of(first.getName(), "pbrain-third"), left);
        // a brain that says nothing of itself is named by its file
        assertEquals("Gomocup brain pbrain-third", brains.factories().get(1).name());
    }

    @Test
    void theCatalogOffersBrainsForTheFiveInARowGamesOnlyAndRecordsThemAsEngines() throws Exception {
        brains.add(aboutBrain());
        BotCatalog catalog = BotCatalog.standard(warning -> { }).withExtra(brains.factories());

        assertTrue(catalog.forGame(Games.GOMOKU).stream().anyMatch(bot -> bot.id().equals("pbrain-tester")));
        assertTrue(catalog.forGame(Games.FIVE_IN_A_ROW).stream().anyMatch(bot -> bot.id().equals("pbrain-tester")));
        assertTrue(catalog.forGame(Games.TIC_TAC_TOE).stream().noneMatch(bot -> bot.id().equals("pbrain-tester")));
        assertEquals(PlayerKind.ENGINE, BotCatalog.playerInfo(catalog.byId("pbrain-tester"), 1).kind());
        assertEquals(PlayerKind.BUILT_IN, BotCatalog.playerInfo(catalog.byId("hard"), 1).kind());
    }

    @Test
    void aSecondBrainOfTheSameFileNameIsRefusedAsItsIdWouldBeTaken() throws Exception {
        File first = brains.add(aboutBrain()).executable();
        Path elsewhere = Files.createDirectory(folder.resolve("elsewhere"));
        Path second = Files.copy(first.toPath(), elsewhere.resolve(first.getName()));

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> brains.add(second.toFile()));

        assertTrue(refused.getMessage().contains("pbrain-tester") && refused.getMessage().contains(first.getPath()),
                refused.getMessage());
        assertEquals(1, brains.entries().size());
        // the same program added again is no clash: it is remembered once
        brains.add(first);
        assertEquals(1, brains.entries().size());
    }

    @Test
    void aboutLinesAreReadPairByPairAndAnEmptyOneNamesNothing() {
        BrainAbout about = BrainAbout.parse("name=\"Embryo\", author=\"Tomas\" , version = \"21\", odd");

        assertEquals("Embryo", about.name());
        assertEquals("21", about.version());
        assertEquals("Tomas", about.author());
        assertEquals("", BrainAbout.parse("").name());
        assertEquals("", BrainAbout.parse("OK").author());
    }

    @Test
    void theConsoleKeepsOnlyTheNewestLinesAndTellsItsListeners() {
        List<String> heard = new ArrayList<>();
        messages.addListener(heard::add);
        for (int i = 0; i < BrainMessages.KEPT + 5; i++) {
            messages.accept("line " + i);
        }

        assertEquals(BrainMessages.KEPT, messages.lines().size());
        assertEquals("line 5", messages.lines().get(0));
        assertEquals(BrainMessages.KEPT + 5, heard.size());
        messages.clear();
        assertTrue(messages.lines().isEmpty());
    }
}
