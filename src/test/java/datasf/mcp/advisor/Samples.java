package datasf.mcp.advisor;

import java.util.ArrayList;
import java.util.List;

/** Value samples as the grouped lookup returns them, from the recorded DataSF rows (value, count). */
final class Samples {

    static final ValueSample POLICE_DISTRICT = of(true, "Central", 453, "Mission", 380, "Northern", 379,
            "Southern", 264, "Bayview", 236, "Tenderloin", 221, "Ingleside", 175, "Taraval", 138, "Richmond", 122,
            "Park", 97, "Out of SF", 35);
    static final ValueSample INCIDENT_CATEGORY = of(true, "Larceny Theft", 732, "Malicious Mischief", 263,
            "Assault", 218, "Other Miscellaneous", 207, "Non-Criminal", 174, "Burglary", 167, "Motor Vehicle Theft", 146,
            "Recovered Vehicle", 107, "Fraud", 99, "Robbery", 74, "Warrant", 71, "Missing Person", 55,
            "Suspicious Occ", 51, "Drug Offense", 51, "Weapons Offense", 30, "Traffic Violation Arrest", 30,
            "Disorderly Conduct", 25);
    static final ValueSample ANALYSIS_NEIGHBORHOOD = of(true, "Tenderloin", 215, "Mission", 196, "Bernal Heights", 166,
            "Mission Bay", 141, "Chinatown", 121, "Nob Hill", 117, "South of Market", 115,
            "Financial District/South Beach", 109, "Western Addition", 104, "Bayview Hunters Point", 69);
    static final ValueSample SERVICE_SUBTYPE = of(true, "Bulky Items", 32, "Abandoned Vehicles", 27, "Glass", 26,
            "Medical Waste", 26, "General Cleaning", 25, "Encampment Reports", 22, "Human or Animal Waste", 22,
            "Graffiti on Pole", 20, "Graffiti on Sidewalk", 16, "Encampment Cleanup", 16,
            "Graffiti on Building_commercial", 13, "Streetlight - Light_Out", 13);
    static final ValueSample PERMIT_STATUS = of(true, "complete", 105, "issued", 77, "filed", 37, "expired", 35,
            "cancelled", 15, "withdrawn", 13, "approved", 12, "reinstated", 6);
    static final ValueSample POLICE_DISTRICT_311 = of(true, "PARK", 72, "CENTRAL", 70, "SOUTHERN", 41, "BAYVIEW", 41,
            "NORTHERN", 32, "INGLESIDE", 32, "MISSION", 30, "TENDERLOIN", 29, "TARAVAL", 27, "RICHMOND", 26);

    private Samples() {
    }

    static ValueSample of(boolean complete, Object... valuesAndCounts) {
        List<ValueSample.ValueCount> values = new ArrayList<>();
        for (int i = 0; i < valuesAndCounts.length; i += 2) {
            values.add(new ValueSample.ValueCount((String) valuesAndCounts[i], ((Integer) valuesAndCounts[i + 1]).longValue()));
        }
        return new ValueSample(values, complete);
    }
}
