package datasf.mcp.socrata;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** The {@code Retry-After} header (RFC 9110 10.2.3): delay-seconds or an HTTP-date. */
final class RetryAfter {

    private RetryAfter() {}

    /** The pause the server asks for, or empty when the header is absent or unreadable. */
    static Optional<Duration> parse(String header, Instant now) {
        if (header == null || header.isBlank()) {
            return Optional.empty();
        }
        String value = header.strip();
        if (value.chars().allMatch(Character::isDigit)) {
            // more than 9 digits is decades: treat as "very long" rather than overflow
            return Optional.of(value.length() > 9 ? Duration.ofDays(365) : Duration.ofSeconds(Long.parseLong(value)));
        }
        try {
            Instant at = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME)
                    .toInstant();
            Duration wait = Duration.between(now, at);
            return Optional.of(wait.isNegative() ? Duration.ZERO : wait);
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
