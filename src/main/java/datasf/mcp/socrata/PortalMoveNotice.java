package datasf.mcp.socrata;

import io.micronaut.context.annotation.Context;
import io.micronaut.context.env.Environment;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Says once, as the server starts, that the configured portal URL names a host the portal moved
 * away from ({@link PortalMoves}), which URL is used instead and what to set: the server works,
 * but the operator should change the setting before the old host stops redirecting.
 */
@Context
final class PortalMoveNotice {

    private static final Logger LOG = LoggerFactory.getLogger(PortalMoveNotice.class);

    PortalMoveNotice(Environment environment) {
        environment
                .getProperty(PortalMoves.PROPERTY, String.class)
                .flatMap(PortalMoves::advice)
                .ifPresent(LOG::warn);
    }
}
