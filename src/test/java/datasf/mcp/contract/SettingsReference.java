package datasf.mcp.contract;

import datasf.mcp.contract.ConfigurationCatalog.Group;
import datasf.mcp.contract.ConfigurationCatalog.Setting;
import java.util.List;
import java.util.stream.Collectors;

/** The settings tables of docs/configuration.md, one per configuration record. */
final class SettingsReference {

    private SettingsReference() {}

    static String render(List<Group> groups) {
        StringBuilder out = new StringBuilder();
        for (Group group : groups) {
            out.append("### ")
                    .append(group.title())
                    .append(" (`")
                    .append(group.name())
                    .append("`)\n\n");
            if (!group.description().isEmpty()) {
                out.append(group.description()).append("\n\n");
            }
            out.append("| variable | property | type | default | meaning |\n|---|---|---|---|---|\n");
            for (Setting setting : group.settings()) {
                out.append("| `")
                        .append(setting.variable())
                        .append("` | ")
                        .append(
                                setting.properties().isEmpty()
                                        ? "(read directly)"
                                        : setting.properties().stream()
                                                .map(p -> "`" + p + "`")
                                                .collect(Collectors.joining(", ")))
                        .append(" | ")
                        .append(setting.type())
                        .append(" | ")
                        .append(defaultValue(setting.defaultValue()))
                        .append(" | ")
                        .append(ToolReference.cell(setting.meaning()))
                        .append(" |\n");
            }
            out.append('\n');
        }
        return out.toString().stripTrailing() + "\n";
    }

    private static String defaultValue(String value) {
        if (value == null) {
            return "unset";
        }
        return value.isEmpty() ? "empty" : "`" + value + "`";
    }
}
