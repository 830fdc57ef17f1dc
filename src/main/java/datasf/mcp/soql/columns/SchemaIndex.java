package datasf.mcp.soql.columns;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A schema prepared for matching: each field with its normalized field and display names and the
 * text that spells it in SoQL. Built once per schema ({@link SoqlColumnCorrector} keeps it while
 * the schema is cached), so neither a query with many column references nor the calls after it
 * normalize a schema name again; read-only once built, so calls share it. Ranking checks the call's
 * deadline ({@link CallDeadline}) field by field.
 */
final class SchemaIndex {

    /** A field with the best score the written name reached against any of its names. */
    record ScoredField(String fieldName, double score) {}

    private record Entry(String fieldName, String soqlText, NormalizedName field, NormalizedName display) {}

    private final Map<String, Entry> entries = new LinkedHashMap<>();

    SchemaIndex(List<ColumnInfo> columns) {
        for (ColumnInfo column : columns) {
            if (column.fieldName() == null || column.fieldName().isBlank()) {
                continue; // no name to write in SoQL (the Views API's reader drops these already)
            }
            String soqlText = soqlTextOf(column.fieldName());
            // A field whose name holds a backtick cannot be written in SoQL, so it is no target.
            if (soqlText != null) {
                NormalizedName display = column.name() == null ? null : NormalizedName.of(column.name());
                entries.putIfAbsent(
                        column.fieldName(),
                        new Entry(column.fieldName(), soqlText, NormalizedName.of(column.fieldName()), display));
            }
        }
    }

    boolean hasField(String fieldName) {
        return entries.containsKey(fieldName);
    }

    /** How the field is written in a query: bare when it lexes as one identifier, else quoted. */
    String soqlText(String fieldName) {
        return entries.get(fieldName).soqlText();
    }

    /** Every field scored against {@code written}, best first; ties keep schema order. */
    List<ScoredField> rank(String written) {
        NormalizedName name = NormalizedName.of(written);
        List<ScoredField> scored = new ArrayList<>(entries.size());
        for (Entry entry : entries.values()) {
            CallDeadline.check();
            double score = ColumnSimilarity.score(name, entry.field());
            if (entry.display() != null) {
                score = Math.max(score, ColumnSimilarity.score(name, entry.display()));
            }
            scored.add(new ScoredField(entry.fieldName(), score));
        }
        scored.sort(Comparator.comparingDouble(ScoredField::score).reversed());
        return scored;
    }

    private static String soqlTextOf(String fieldName) {
        if (fieldName.indexOf('`') >= 0) {
            return null;
        }
        List<SoqlToken> tokens = SoqlLexer.tokenize(fieldName);
        boolean plainIdentifier = tokens.size() == 1 && tokens.get(0).type() == SoqlTokenType.IDENTIFIER;
        return plainIdentifier ? fieldName : "`" + fieldName + "`";
    }
}
