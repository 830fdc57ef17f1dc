package datasf.mcp.tools;

import datasf.mcp.errors.ToolException;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.soql.Correction;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Optional;

/**
 * Turns a column name an LLM wrote (a field name, a display name, or a near miss) into one of
 * the dataset's columns, or a validation error naming the argument with the closest names.
 * Used by the tools that build SoQL themselves, so no unchecked text becomes an identifier.
 */
@Singleton
public class ColumnResolver {

    private final ColumnCorrection correction;

    public ColumnResolver(ColumnCorrection correction) {
        this.correction = correction;
    }

    /** A resolved column and, when the name was rewritten, the correction to report. */
    public record Resolved(ColumnInfo column, Correction correction) {}

    public Resolved resolve(String written, DatasetSchema schema, String argument) {
        String name = written.strip();
        Optional<ColumnInfo> exact = find(schema, name);
        if (exact.isPresent()) {
            return new Resolved(exact.get(), null);
        }
        Optional<ColumnInfo> corrected = correction.correctColumn(name, schema).flatMap(field -> find(schema, field));
        if (corrected.isPresent()) {
            return new Resolved(corrected.get(), Correction.column(name, corrected.get().fieldName()));
        }
        ToolException unknown = ToolException.validation("Invalid " + argument + ": \"" + name
                + "\" is not a column of " + schema.datasetId());
        throw correction.withSuggestions(unknown, name, schema);
    }

    private static Optional<ColumnInfo> find(DatasetSchema schema, String fieldName) {
        return schema.columns().stream().filter(c -> c.fieldName().equals(fieldName)).findFirst();
    }

    /** Corrections that were made, in order, without nulls. */
    public static List<Correction> corrections(List<Resolved> resolved) {
        return resolved.stream().map(Resolved::correction).filter(c -> c != null).toList();
    }
}
