package org.katakuti.app.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.api.rules.Games;

class BotCatalogTest {

    @TempDir
    Path folder;

    private final List<String> warnings = new ArrayList<>();

    /** A catalog that sees the app's own services file plus one listing {@code classNames}. */
    private BotCatalog catalogWith(String... classNames) throws IOException {
        Path services = folder.resolve("META-INF/services");
        Files.createDirectories(services);
        Files.write(services.resolve("org.katakuti.api.bot.BotFactory"), List.of(classNames));
        ClassLoader loader = new URLClassLoader(new URL[] {folder.toUri().toURL()}, getClass().getClassLoader());
        return BotCatalog.using(loader, warnings::add);
    }

    private static String prefix(Class<?> factory) {
        return ServiceTestFactories.class.getName() + "$" + factory.getSimpleName();
    }

    @Test
    void theAppsCatalogHasTheThreeBuiltInLevelsFirst() {
        BotCatalog catalog = BotCatalog.standard(warnings::add);

        assertEquals(List.of("easy", "normal", "hard"), catalog.ids().subList(0, 3));
        assertEquals(List.of(), warnings);
    }

    @Test
    void aBuiltInBotIsFoundWithoutReadingThePluginJars() throws IOException {
        Path plugins = Files.createDirectories(folder.resolve("plugins"));
        Files.writeString(plugins.resolve("damaged.jar"), "not a jar");
        BotCatalog catalog = BotCatalog.using(getClass().getClassLoader(),
                org.katakuti.app.plugin.PluginFolders.of(List.of(plugins)), warnings::add);

        assertEquals("hard", catalog.byId("hard").id());
        assertEquals(List.of(), warnings, "a plugin jar was read (each is read by a JVM of its own)");
        catalog.all();
        assertEquals(1, warnings.size(), "the damaged jar is still refused when the plugins are looked at: "
                + warnings);
    }

    @Test
    void factoriesAreMadeOnlyWhenTheCatalogIsFirstAsked() throws IOException {
        BotCatalog catalog = catalogWith(prefix(ServiceTestFactories.Counted.class));
        int before = ServiceTestFactories.Counted.made;

        assertEquals(before, ServiceTestFactories.Counted.made, "made before anyone asked");
        catalog.byId("counted");
        catalog.all();
        assertEquals(before + 1, ServiceTestFactories.Counted.made);
    }

    @Test
    void aBrokenFactoryIsSkippedWithAOneLineWarningAndTheOthersStillLoad() throws IOException {
        BotCatalog catalog = catalogWith("org.example.NoSuchBot", prefix(ServiceTestFactories.Exploding.class),
                prefix(ServiceTestFactories.Counted.class));

        assertEquals(List.of("easy", "normal", "hard"), catalog.ids().subList(0, 3));
        assertTrue(catalog.ids().contains("counted"), catalog.ids().toString());
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("org.example.NoSuchBot"), warnings.get(0));
        assertTrue(warnings.get(1).contains("cannot find my opening book"), warnings.get(1));
        for (String warning : warnings) {
            assertTrue(warning.startsWith("warning: ") && !warning.contains("\n"), warning);
        }
    }

    @Test
    void aTakenOrMalformedIdIsSkippedWithAWarning() throws IOException {
        BotCatalog catalog = catalogWith(prefix(ServiceTestFactories.Impostor.class),
                prefix(ServiceTestFactories.BadlyNamed.class));

        assertFalse(catalog.ids().contains("My Bot"), catalog.ids().toString());
        assertEquals(LevelBotFactory.Hard.class, catalog.byId("hard").getClass());
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("'hard' is already taken"), warnings.get(0));
        assertTrue(warnings.get(1).contains("'My Bot'"), warnings.get(1));
    }

    @Test
    void anUnknownIdIsRefusedNamingTheKnownOnes() {
        BotCatalog catalog = BotCatalog.standard(warnings::add);

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> catalog.byId("wizard"));

        assertTrue(refused.getMessage().startsWith("unknown bot 'wizard' (known: easy, normal, hard"),
                refused.getMessage());
    }

    @Test
    void forGameListsOnlyTheFactoriesThatPlayIt() throws IOException {
        BotCatalog catalog = catalogWith(prefix(ServiceTestFactories.Counted.class));

        assertTrue(catalog.forGame(Games.GOMOKU).contains(catalog.byId("counted")));
        assertFalse(catalog.forGame(Games.TIGADI).contains(catalog.byId("counted")));
    }

    @Test
    void aFactoryThatCannotSayWhatItPlaysPlaysNothingWithAWarning() throws IOException {
        BotCatalog catalog = catalogWith(prefix(ServiceTestFactories.Confused.class));

        assertFalse(catalog.forGame(Games.GOMOKU).contains(catalog.byId("confused")));
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("no idea"), warnings.get(0));
    }

    @Test
    void theBuiltInLevelsSayWhoMadeThemTheirVersionAndHowTheyPlay() {
        for (Level level : Level.values()) {
            LevelBotFactory factory = (LevelBotFactory) BotCatalog.standard(warnings::add).byId(level.id());
            assertEquals("Katakuti", factory.author(), level.id());
            assertEquals(org.katakuti.app.AppVersion.app(), factory.version(), level.id());
            assertFalse(factory.description().isEmpty(), level.id() + " says how it plays");
        }
    }
}
