package org.katakuti.app.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;

class TextsTest {

    private static Properties bundle(String name) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = TextsTest.class.getResourceAsStream("/org/katakuti/app/i18n/" + name)) {
            assertThat(in).as(name).isNotNull();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }

    @Test
    void englishAndNepaliHaveExactlyTheSameMessages() throws IOException {
        assertThat(bundle("Messages_ne.properties").keySet())
                .containsExactlyInAnyOrderElementsOf(bundle("Messages.properties").keySet());
        assertThat(bundle("Help_ne.properties").keySet())
                .containsExactlyInAnyOrderElementsOf(bundle("Help.properties").keySet());
    }

    @Test
    void nepaliIsReadAsUtf8OnEveryJre() {
        Texts nepali = new Texts(Language.NEPALI);
        assertThat(nepali.get("app.title")).isEqualTo("काटाकुटी");
        assertThat(nepali.get("match.jit")).isEqualTo("जित");
        assertThat(nepali.help("help.section.tips")).isEqualTo("टेबलका सुझाव");
    }

    @Test
    void theTablesWordsAreUsedInBothLanguages() {
        Texts english = new Texts(Language.ENGLISH);
        Texts nepali = new Texts(Language.NEPALI);
        assertThat(english.format("match.palo", "Asha")).contains("Palo");
        assertThat(nepali.format("match.palo", "Asha")).contains("पालो");
        assertThat(english.get("match.jit")).isEqualTo("jit");
        assertThat(english.format("result.draw", "x")).startsWith("Barabari");
        assertThat(nepali.format("result.draw", "x")).startsWith("बराबरी");
    }

    @Test
    void everyGameHasANameALineAndRulesInBothLanguages() {
        for (Language language : Language.values()) {
            Texts texts = new Texts(language);
            for (Game game : Games.all()) {
                assertThat(texts.has("game." + game.id() + ".name")).as(language + " " + game.id()).isTrue();
                assertThat(texts.has("game." + game.id() + ".line")).as(language + " " + game.id()).isTrue();
                assertThat(texts.help("help.game." + game.id())).as(language + " " + game.id()).doesNotStartWith("!");
            }
        }
    }

    @Test
    void aSingleQuoteInATextSurvivesFormatting() {
        assertThat(new Texts(Language.ENGLISH).format("tigadi.notYours", "d2")).isEqualTo(
                "The goti on d2 is the other player's.");
    }

    @Test
    void aMissingKeyShowsItselfInsteadOfFailing() {
        assertThat(new Texts(Language.ENGLISH).get("no.such.key")).isEqualTo("!no.such.key!");
    }

    @Test
    void theLanguageFollowsTheSystemUnlessOneWasChosen() {
        assertThat(Language.choose("", new Locale("ne", "NP"))).isEqualTo(Language.NEPALI);
        assertThat(Language.choose("", Locale.GERMANY)).isEqualTo(Language.ENGLISH);
        assertThat(Language.choose("en", new Locale("ne"))).isEqualTo(Language.ENGLISH);
        assertThat(Language.choose("ne", Locale.US)).isEqualTo(Language.NEPALI);
    }

    @Test
    void anInstalledDevanagariFontIsFoundWhenTheBaseFontCannotShowNepali() {
        java.awt.Font latinOnly = new java.awt.Font("Serif", java.awt.Font.PLAIN, 13)
                .deriveFont(java.util.Collections.emptyMap());
        java.awt.Font nepali = ScriptFonts.forNepali(latinOnly);
        assertThat(ScriptFonts.showsNepali(nepali))
                .as("a Devanagari font is installed (apt-get install fonts-noto-core) and found").isTrue();
        assertThat(nepali.getSize()).isEqualTo(13);
    }

    @Test
    void nepaliScoresAndGameNumbersUseDevanagariDigitsOnEveryJre() {
        Texts nepali = new Texts(Language.NEPALI);
        assertThat(nepali.format("match.game", 1, 9)).contains("१").contains("९").doesNotContainPattern("[0-9]");
        assertThat(nepali.format("result.score", "Asha", 2, 10, "Bikash")).contains("२").contains("१०")
                .doesNotContainPattern("[0-9]");
        assertThat(nepali.number(305)).isEqualTo("३०५");
    }

    @Test
    void englishNumbersStayLatinAndUngrouped() {
        Texts english = new Texts(Language.ENGLISH);
        assertThat(english.format("match.game", 1, 9)).isEqualTo("Game 1 of at most 9");
        assertThat(english.format("result.draws", 1000)).isEqualTo("Barabari games: 1000");
        assertThat(english.number(305)).isEqualTo("305");
    }

    @Test
    void notationStaysLatinInNepali() {
        Texts nepali = new Texts(Language.NEPALI);
        assertThat(nepali.format("tigadi.notNeighbour", "d2", "d3")).contains("d2").contains("d3");
    }
}
