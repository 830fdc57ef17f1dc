package datasf.mcp.support.soql;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The columns a pipeline stage can name (case-insensitively): the dataset's columns and system
 * fields for the first stage, the previous stage's output for the others.
 */
final class Scope {

    /** One nameable column; system fields ({@code :id}...) are left out of {@code *}. */
    record Column(String field, SoqlType type, boolean system) {}

    /** What {@code :*} selects. */
    static final List<Column> SELECTED_SYSTEM_FIELDS = List.of(
            new Column(":id", SoqlType.TEXT, true),
            new Column(":created_at", SoqlType.UNCHECKED, true),
            new Column(":updated_at", SoqlType.UNCHECKED, true));

    static final List<Column> SYSTEM_FIELDS = List.of(
            SELECTED_SYSTEM_FIELDS.get(0),
            SELECTED_SYSTEM_FIELDS.get(1),
            SELECTED_SYSTEM_FIELDS.get(2),
            new Column(":version", SoqlType.UNCHECKED, true));

    private final List<Column> columns;
    private final Map<String, Column> byName = new LinkedHashMap<>();

    Scope(List<Column> columns) {
        this.columns = List.copyOf(columns);
        for (Column column : columns) {
            byName.putIfAbsent(column.field().toLowerCase(Locale.ROOT), column);
        }
    }

    static Scope ofDataset(Map<String, SoqlType> columnTypes) {
        List<Column> all = new ArrayList<>();
        columnTypes.forEach((field, type) -> all.add(new Column(field, type, false)));
        all.addAll(SYSTEM_FIELDS);
        return new Scope(all);
    }

    Column find(String name) {
        return byName.get(name.toLowerCase(Locale.ROOT));
    }

    /** The columns {@code *} stands for. */
    List<Column> userColumns() {
        return columns.stream().filter(c -> !c.system()).toList();
    }

    List<Column> columns() {
        return Collections.unmodifiableList(columns);
    }
}
