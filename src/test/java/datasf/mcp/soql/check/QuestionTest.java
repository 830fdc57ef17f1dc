package datasf.mcp.soql.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What the checks read in a person's question, and what they leave alone. */
class QuestionTest {

    @Test
    void noQuestionSaysNothing() {
        for (String none : new String[] {null, "", "   "}) {
            Question question = Question.of(none);
            assertFalse(question.isKnown());
            assertEquals(Set.of(), question.counted());
            assertEquals(Optional.empty(), question.latest());
            assertEquals(Optional.empty(), question.years().within());
            assertFalse(question.names("Motor Vehicle Theft", "Vehicle"));
        }
    }

    @Test
    void whatACountCountsIsTheNounAfterHowManyOrNumberOf() {
        assertEquals(
                Set.of("vendor"),
                Question.of("How many different vendors hold an approved permit?")
                        .counted());
        assertEquals(
                Set.of("tree"),
                Question.of("How many trees are there on Market Street?").counted());
        assertEquals(
                Set.of("application"),
                Question.of("How many pending applications are there?").counted());
        assertEquals(
                Set.of("film", "shot"),
                Question.of("What is the number of distinct films shot in 2019?")
                        .counted());
        assertEquals(
                Set.of("mobile", "food", "permit"),
                Question.of("How many mobile food permits sell tacos?").counted());
        assertEquals(
                Set.of(), Question.of("Which district had the most incidents?").counted());
    }

    @Test
    void theLatestRowsAreANumberBesideRecentLatestLastOrFirst() {
        assertEquals(
                Optional.of(new Question.Latest(50, true, List.of("reported", "police"))),
                Question.of("What is the category breakdown of the 50 most recently reported police incidents?")
                        .latest());
        assertEquals(
                Optional.of(new Question.Latest(20, true, List.of("incident"))),
                Question.of("Which districts had the latest 20 incidents?").latest());
        assertEquals(
                Optional.of(new Question.Latest(10, false, List.of("permit", "filed"))),
                Question.of("Who holds the first 10 permits filed?").latest());
    }

    @Test
    void aPeriodIsNoNumberOfRows() {
        assertEquals(
                Optional.empty(),
                Question.of("How many incidents in the last 30 days?").latest());
        assertEquals(
                Optional.empty(),
                Question.of("Thefts over the last 2 years by district").latest());
        assertEquals(
                Optional.empty(),
                Question.of("Which 5 districts had the most incidents?").latest());
    }

    @Test
    void aValueIsNamedWhenItsWordsStandInARow() {
        Question question = Question.of("How many motor vehicle thefts were reported in each police district?");
        assertTrue(question.names("Motor Vehicle Theft", "Vehicle"));
        assertFalse(question.names("Recovered Vehicle", "Vehicle"));
        assertFalse(question.names("Larceny - From Vehicle", "Vehicle"));
        assertTrue(Question.of("Thefts of motor vehicles").names("Motor Vehicle Theft", "Vehicle"), "all its words");
    }

    @Test
    void theYearAskedWithinIsTheOneYearNamedAfterInOfOrDuring() {
        assertEquals(
                Optional.of(2024),
                Question.of("In which month of 2024 were the most permits approved?")
                        .years()
                        .within());
        assertEquals(
                Optional.of(2023),
                Question.of("Incidents by month during 2023").years().within());
        assertEquals(
                Optional.empty(),
                Question.of("How many permits since 2020?").years().within());
        assertEquals(
                Optional.empty(),
                Question.of("Cases by month in 2023 and 2024").years().within());
        assertEquals(
                Optional.empty(), Question.of("Which month is busiest?").years().within());
    }

    @Test
    void aWordBesideThePatternsMayBeAFormOfTheValuesWord() {
        Question outages = Question.of("how many streetlight outage reports?");
        assertTrue(outages.sharesAWordBeyond("Streetlight - Light_Out", "Streetlight"));
        assertTrue(!outages.sharesAWordBeyond("Streetlight - Pole_Damaged", "Streetlight"));
    }

    @Test
    void aSpanADecadeAndWholeYearsAreRead() {
        QuestionYears since = Question.of("burglaries each year since 2020, compared with 2019")
                .years();
        assertEquals(Optional.of(2020), since.since());
        assertTrue(since.writes(2019) && since.writes(2020) && !since.writes(2021));
        assertEquals(
                Optional.of(1990),
                Question.of("trees planted in the 1990s").years().decade());
        assertEquals(
                Optional.of(2010), Question.of("films of the 2010's").years().decade());
        assertTrue(Question.of("Which complete year had the fewest incidents?")
                .years()
                .whole());
        assertTrue(!Question.of("Which year had the fewest incidents?").years().whole());
    }

    @Test
    void aWordIsMentionedAsItIsOrByItsFirstLetters() {
        Question question = Question.of("the 50 most recently reported incidents");
        assertTrue(question.mentions("incident"));
        assertTrue(question.mentions("report"));
        assertFalse(question.mentions("filed"));
    }

    @Test
    void aYearIsAskedWithinWithItsMonthToo() {
        assertEquals(
                Optional.of(2024),
                Question.of("How many cases were opened in March 2024?").years().within());
    }

    @Test
    void whatElseIsReadDaysUnitsMissingRowsWhatRowsHaveAndNames() {
        assertEquals(Set.of(0), Question.of("How many incidents on Sundays?").weekdays());
        assertEquals(
                Optional.of("month"),
                Question.of("Which month had the most permits?").period());
        assertEquals(Optional.of("year"), Question.of("Trees planted each year").period());
        assertEquals(Optional.empty(), Question.of("Which day of which month?").period());
        assertTrue(Question.of("Trees planted on each planting date").byDay());
        assertFalse(Question.of("Trees planted each year").byDay());
        assertEquals(
                Optional.of(1609.344),
                Question.of("within half a mile of City Hall").metersPerUnit());
        assertEquals(
                Optional.empty(),
                Question.of("within 500 metres of Union Square").metersPerUnit());
        assertTrue(Question.of("Break down trees by care assistant, including trees that have none")
                .asksForMissing());
        assertFalse(Question.of("Break down trees by care assistant").asksForMissing());
        assertTrue(Question.of("How many trees have a known planting date?").asksWhatTheyHave());
        assertFalse(Question.of("How many incidents does each district have?").asksWhatTheyHave());
        Question mission = Question.of("How many building permits are in the Mission neighborhood?");
        assertTrue(mission.namesProperly("Mission"));
        assertEquals("neighborhood", mission.wordAfter("Mission"));
        assertFalse(Question.of("Mission permits, how many?").namesProperly("Mission"), "the first word");
        assertFalse(Question.of("How many thefts of any kind?").namesProperly("theft"));
    }

    @Test
    void aDistanceAnHourAFallbackAndAWordsRootAreReadAsWritten() {
        assertEquals(
                Optional.of(1609.344),
                Question.of("trees within a mile of the park").distanceInMeters());
        assertEquals(Optional.of(804.672), Question.of("within half a mile").distanceInMeters());
        assertEquals(
                Optional.of(402.336),
                Question.of("Food trucks within a quarter mile of 5th & Market").distanceInMeters());
        assertEquals(
                Optional.of(500.0),
                Question.of("within 500 meters of City Hall").distanceInMeters());
        assertEquals(Optional.empty(), Question.of("projects over $1M").distanceInMeters());
        assertEquals(Optional.empty(), Question.of("within 1 km or 2 miles?").distanceInMeters(), "two distances");
        assertEquals(
                Optional.of(402.336),
                Question.of("within a quarter mile (1320 ft) of 37.7793, -122.4193?")
                        .distanceInMeters(),
                "one distance said twice");
        assertTrue(Question.of("from 10pm until 4am").namesHour(4));
        assertTrue(Question.of("from 10pm until 4am").namesHour(22));
        assertFalse(Question.of("from 10pm until 4am").namesHour(3));
        assertTrue(Question.of("the revised cost where there is one").asksFallback());
        assertFalse(Question.of("the total revised cost").asksFallback());
        assertFalse(Question.of("robberies during business hours, 9 to 5").mentions("business"), "a time");
        assertTrue(Question.of("business burglaries").mentions("business"));
        assertTrue(Question.of("trees cared for privately").mentionsRootOf("caretaker"));
        assertFalse(Question.of("cars in the Mission").mentionsRootOf("caretaker"));
    }

    @Test
    void reportedStolenSaysWhatHappenedNotWhenItWasReported() {
        assertTrue(Question.of("how many motorcycles were reported stolen during 2022")
                .reportsAState());
        assertTrue(Question.of("cars reported as missing in May").reportsAState());
        assertFalse(Question.of("how many incidents were reported in January").reportsAState());
    }

    @Test
    void aNameSaidOtherwiseBringsTheWordsCityDataUses() {
        List<String> breakIns =
                Question.of("how many car break-ins in the Mission?").words();
        assertTrue(breakIns.containsAll(List.of("theft", "from", "vehicle")), breakIns::toString);
        assertTrue(Question.of("cases routed to Public Works").words().contains("dpw"));
        assertFalse(Question.of("how many burglaries in the Mission?").words().contains("vehicle"));
        assertTrue(Question.of("incidents that took place in April").words().contains("occurred"));
        assertTrue(Question.of("trees that have some secondary caretaker other than SFUSD")
                .asksWhatTheyHave());
        assertTrue(Question.of("use the revised cost, or the estimate where it was never revised")
                .asksFallback());
    }
}
