package datasf.mcp.soql;

import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Decides which identifiers in a lexed query are column references.
 *
 * <p>An identifier (bare or backtick-quoted) is a column reference unless it is:
 * <ul>
 *   <li>a function name: a bare identifier followed by {@code (}, as in {@code count(*)};</li>
 *   <li>an alias: the name after {@code AS}, and every other use of that name anywhere in the query
 *       (case-insensitive), because SoQL lets ORDER BY and GROUP BY refer to select aliases;</li>
 *   <li>an implicit alias: Socrata names an unaliased {@code count(*)} column {@code count} and
 *       {@code max(incident_date)} {@code max_incident_date}, and LLMs then write
 *       {@code ORDER BY count DESC}; so the name of every function called in the query, and
 *       {@code function_argument} for a call on a single name, are treated as aliases;</li>
 *   <li>a cast type: the name after {@code ::}, as in {@code incident_year::text};</li>
 *   <li>a qualified member: the name after {@code .}, as in {@code @crimes.incident_id}, whose
 *       schema is not the one being corrected;</li>
 *   <li>a word of an SQL clause form ({@code EXTRACT(YEAR FROM x)}, {@code INTERVAL 7 DAY},
 *       {@code ILIKE}, {@code TOP 5}): see {@link ForeignClauseWords}.</li>
 * </ul>
 * Keywords, system fields, literals and the rest are never identifiers to begin with.
 */
public final class ColumnReferences {

    private ColumnReferences() {}

    public static List<ColumnReference> find(List<SoqlToken> tokens) {
        Set<String> aliases = aliasNames(tokens);
        aliases.addAll(implicitAliasNames(tokens));
        List<ColumnReference> references = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            SoqlToken token = tokens.get(i);
            if (isNameToken(token)
                    && isColumnPosition(tokens, i)
                    && !aliases.contains(foldCase(token.identifierName()))
                    && !ForeignClauseWords.isClauseWord(tokens, i)) {
                references.add(new ColumnReference(i, token, token.identifierName()));
            }
        }
        return List.copyOf(references);
    }

    private static boolean isNameToken(SoqlToken token) {
        return (token.type() == SoqlTokenType.IDENTIFIER || token.type() == SoqlTokenType.QUOTED_IDENTIFIER)
                && !token.identifierName().isEmpty();
    }

    private static boolean isColumnPosition(List<SoqlToken> tokens, int index) {
        SoqlToken token = tokens.get(index);
        if (token.type() == SoqlTokenType.IDENTIFIER && TokenNavigation.nextIsPunctuation(tokens, index, "(")) {
            return false;
        }
        int previous = TokenNavigation.previousSignificant(tokens, index);
        if (previous == TokenNavigation.NONE) {
            return true;
        }
        SoqlToken before = tokens.get(previous);
        return !before.isOperator("::") && !before.isPunctuation(".") && !before.isKeyword("AS");
    }

    /** Case-folded names introduced by {@code AS}. */
    private static Set<String> aliasNames(List<SoqlToken> tokens) {
        Set<String> aliases = new HashSet<>();
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).isKeyword("AS")) {
                int next = TokenNavigation.nextSignificant(tokens, i);
                if (next != TokenNavigation.NONE && isNameToken(tokens.get(next))) {
                    aliases.add(foldCase(tokens.get(next).identifierName()));
                }
            }
        }
        return aliases;
    }

    /** Case-folded names Socrata gives unaliased function calls: {@code count}, {@code max_x}. */
    private static Set<String> implicitAliasNames(List<SoqlToken> tokens) {
        Set<String> aliases = new HashSet<>();
        for (int i = 0; i < tokens.size(); i++) {
            SoqlToken function = tokens.get(i);
            if (function.type() != SoqlTokenType.IDENTIFIER || !TokenNavigation.nextIsPunctuation(tokens, i, "(")) {
                continue;
            }
            String name = foldCase(function.text());
            aliases.add(name);
            int open = TokenNavigation.nextSignificant(tokens, i);
            int argument = TokenNavigation.nextSignificant(tokens, open);
            if (argument != TokenNavigation.NONE
                    && isNameToken(tokens.get(argument))
                    && TokenNavigation.nextIsPunctuation(tokens, argument, ")")) {
                aliases.add(name + "_" + foldCase(tokens.get(argument).identifierName()));
            }
        }
        return aliases;
    }

    private static String foldCase(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
